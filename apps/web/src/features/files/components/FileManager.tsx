import { FILE_STORE_MAX_FILES, formatFileSize } from "@iw/core/domain"
import { Button, ConfirmDialog, CopyButton, DataTable, FilePicker, Notice, fieldMessages, formatDateTime, useLoad } from "@iw/ui"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../lib/lang"
import { type StoredFile, deleteFile, listFiles, uploadFiles } from "../api/files"
import { absoluteUrl, uploadFailureText } from "../utils/upload-failure"

/**
 * The file manager (spec §2 uploads, /uploads, /{lang}/vshop/uploads/{token}): the member's files with size and
 * date (CST), a copy-link button each (tooltip 2 s, copied state 2.5 s, spec §9), delete with a confirmation, and
 * an upload form with a progress bar. Kinds and sizes are checked as files are chosen by core's own rule; the
 * server reads each file's first bytes and stays authoritative.
 */
export const FileManager = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const files = useLoad(listFiles, [])
  const [chosen, setChosen] = useState<ReadonlyArray<File>>([])
  const [progress, setProgress] = useState<number | null>(null)
  const [errors, setErrors] = useState<ReadonlyArray<string>>([])
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null)
  const [removing, setRemoving] = useState<StoredFile | null>(null)
  const [busy, setBusy] = useState(false)
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  const upload = async (e: FormEvent) => {
    e.preventDefault()
    if (busy || chosen.length === 0) return
    setBusy(true)
    setErrors([])
    setNotice(null)
    setProgress(0)
    abort.current = new AbortController()
    try {
      const added = await uploadFiles(chosen, setProgress, abort.current.signal)
      setChosen([])
      setNotice({ tone: "success", text: t("files.uploaded", { count: added.length }) })
      files.reload()
    } catch (err) {
      if (abort.current?.signal.aborted) return
      const fields = Object.values(fieldMessages(err, t)).flat()
      if (fields.length > 0) setErrors(fields)
      else setNotice({ tone: "error", text: uploadFailureText(err, t) })
    } finally {
      setBusy(false)
      setProgress(null)
    }
  }

  const remove = async () => {
    if (!removing) return
    setBusy(true)
    try {
      await deleteFile(removing.id)
      setNotice({ tone: "success", text: t("files.deleted") })
      files.reload()
    } catch (err) {
      setNotice({ tone: "error", text: uploadFailureText(err, t) })
    } finally {
      setBusy(false)
      setRemoving(null)
    }
  }

  return (
    <div className="iw-files">
      <form className="iw-card iw-files__upload" onSubmit={upload} noValidate data-testid="files-upload-form">
        <FilePicker
          label={t("files.choose")}
          hint={t("files.hint")}
          files={chosen}
          onChange={(f) => {
            setChosen(f)
            setErrors([])
          }}
          errors={errors}
          disabled={busy}
          maxFiles={FILE_STORE_MAX_FILES}
          inputTestId="files-input"
          progress={progress === null ? null : { value: progress, label: t("files.progress"), text: t("files.uploading", { percent: Math.round(progress * 100) }) }}
        />
        <div className="iw-files__actions">
          <Button type="submit" loading={busy && progress !== null} disabled={chosen.length === 0} data-testid="files-upload-submit">
            {t("files.upload")}
          </Button>
        </div>
      </form>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <DataTable
        caption={t("files.list")}
        testId="files-table"
        className="iw-rtable iw-files__table"
        load={files}
        rows={files.data ?? []}
        rowKey={(f) => f.id}
        empty={t("files.empty")}
        columns={[
          {
            key: "name",
            header: t("files.name"),
            sortBy: (f) => f.name,
            cell: (f) => (
              <a href={f.url} target="_blank" rel="noopener noreferrer" className="iw-files__name" data-testid="file-link">
                {f.name}
              </a>
            )
          },
          { key: "size", header: t("files.size"), sortBy: (f) => f.size, cell: (f) => formatFileSize(f.size) },
          { key: "date", header: t("files.date"), sortBy: (f) => f.createdAt.getTime(), cell: (f) => formatDateTime(f.createdAt, lang) },
          {
            key: "actions",
            header: t("files.actions"),
            cell: (f) => (
              <span className="iw-files__row-actions" data-testid="file-actions">
                <CopyButton text={absoluteUrl(f.url)} label={t("files.copy")} copiedLabel={t("files.copied")} />
                <Button variant="ghost" onClick={() => setRemoving(f)} aria-label={`${t("files.delete")}: ${f.name}`} data-testid="file-delete">
                  {t("files.delete")}
                </Button>
              </span>
            )
          }
        ]}
      />
      <ConfirmDialog open={removing !== null} title={t("files.delete")} confirmLabel={t("files.delete")} tone="danger" busy={busy} onConfirm={remove} onCancel={() => setRemoving(null)} confirmTestId="file-delete-confirm">
        <p>{removing ? t("files.confirmDelete", { name: removing.name }) : null}</p>
      </ConfirmDialog>
    </div>
  )
}
