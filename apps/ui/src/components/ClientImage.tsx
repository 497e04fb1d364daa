import type { Download } from "@iw/contracts"
import { useEffect, useState } from "react"

/**
 * Bytes loaded through the typed client, as an object URL revoked when the key changes or the component goes: for
 * files that need the caller's token (a member's photos, a queue's previews), which a plain `src` cannot send.
 */
export const useBlobUrl = (load: () => Promise<Download>, key: string): string | null => {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    let made: string | null = null
    let live = true
    load()
      .then((d) => {
        if (!live) return
        made = URL.createObjectURL(new Blob([d.bytes as Uint8Array<ArrayBuffer>], { type: d.contentType ?? "application/octet-stream" }))
        setUrl(made)
      })
      .catch(() => undefined)
    return () => {
      live = false
      if (made) URL.revokeObjectURL(made)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return url
}

/** An image loaded through the typed client (member site and back-office); a named placeholder until it arrives. */
export const ClientImage = ({ load, id, alt, className }: { readonly load: () => Promise<Download>; readonly id: string; readonly alt: string; readonly className?: string }) => {
  const url = useBlobUrl(load, id)
  return url ? <img className={className} src={url} alt={alt} loading="lazy" /> : <span className={`${className ?? ""} iw-client-image--wait`} role="img" aria-label={alt} />
}
