import type { Download } from "@iw/contracts"
import { useEffect, useState } from "react"

/** An image loaded through the typed client (it needs the staff token), shown from an object URL. */
export const ClientImage = ({ load, id, alt }: { readonly load: () => Promise<Download>; readonly id: string; readonly alt: string }) => {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    let made: string | null = null
    let live = true
    load()
      .then((d) => {
        if (!live) return
        made = URL.createObjectURL(new Blob([d.bytes as Uint8Array<ArrayBuffer>], { type: d.contentType ?? "image/png" }))
        setUrl(made)
      })
      .catch(() => undefined)
    return () => {
      live = false
      if (made) URL.revokeObjectURL(made)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id])
  return url ? <img className="sw-l2e__thumb" src={url} alt={alt} /> : <span className="sw-l2e__thumb" role="img" aria-label={alt} />
}
