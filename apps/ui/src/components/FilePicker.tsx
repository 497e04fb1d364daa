import { type DragEvent, type ReactNode, useId, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { MAX_UPLOAD_FILES, UPLOAD_ACCEPT, checkUpload, formatFileSize } from "../uploads"
import { Button } from "./Button"
import { ProgressBar } from "./Feedback"

export interface FilePickerProps {
  /** The field's label and its hint (what may be uploaded). */
  readonly label: string
  readonly hint: string
  readonly files: ReadonlyArray<File>
  readonly onChange: (files: ReadonlyArray<File>) => void
  /** The server's refusals for this field, already in words. */
  readonly errors?: ReadonlyArray<string>
  readonly disabled?: boolean
  /** Upload progress from 0 to 1 while the files go up (the client's `onProgress`), with its words; null when idle. */
  readonly progress?: { readonly value: number; readonly label: string; readonly text: ReactNode } | null
  /** Test id of the file input, for tests that hand it files. */
  readonly inputTestId?: string
  /** At most this many files (default: support's 5; the file store takes 10). */
  readonly maxFiles?: number
}

/**
 * The one file picker of the web apps (issue 18): a styled drop zone on the dark theme with a "Choose files" button
 * (keyboard: Tab to it, Enter or Space), drag and drop, the chosen files with their sizes and a remove button each,
 * the refusals of kind, size and count checked before upload (spec §5 Uploads), and a progress bar while uploading.
 * The native input stays in the page, hidden from sight and from the tab order, so the button is the one control.
 */
export const FilePicker = ({ label, hint, files, onChange, errors, disabled = false, progress = null, inputTestId = "attachment-input", maxFiles = MAX_UPLOAD_FILES }: FilePickerProps) => {
  const { t } = useTranslation()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const [refused, setRefused] = useState<ReadonlyArray<string>>([])

  const add = (list: FileList | null) => {
    if (!list) return
    const next = [...files]
    const messages: Array<string> = []
    for (const f of Array.from(list)) {
      const problem = checkUpload(f)
      if (problem) messages.push(`${f.name}: ${t(problem.code, problem.params ?? {})}`)
      else if (next.length >= maxFiles) messages.push(`${f.name}: ${t("upload.TOO_MANY", { max: maxFiles })}`)
      else next.push(f)
    }
    setRefused(messages)
    onChange(next)
  }
  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setOver(false)
    if (!disabled) add(e.dataTransfer.files)
  }
  const all = [...refused, ...(errors ?? [])]
  return (
    <div className={`iw-field iw-filepick${all.length ? " iw-field--invalid" : ""}`}>
      <span className="iw-field__label" id={`${id}-label`}>
        {label}
      </span>
      <div
        className={`iw-filepick__drop${over ? " iw-filepick__drop--over" : ""}`}
        onDragOver={(e) => {
          e.preventDefault()
          if (!disabled) setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="attachment-drop"
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M21 12.5 12.6 21a5.5 5.5 0 0 1-7.8-7.8l8.5-8.5a3.7 3.7 0 0 1 5.2 5.2l-8.5 8.5a1.8 1.8 0 0 1-2.6-2.6L15 8.2" />
        </svg>
        <span className="iw-filepick__text">{t("upload.picker.drop")}</span>
        <Button variant="secondary" onClick={() => input.current?.click()} disabled={disabled || files.length >= maxFiles} aria-describedby={`${id}-hint`}>
          {t("upload.picker.choose")}
        </Button>
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          className="iw-visually-hidden"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          data-testid={inputTestId}
          onChange={(e) => {
            add(e.target.files)
            e.target.value = ""
          }}
        />
      </div>
      <div id={`${id}-hint`} className="iw-field__hint">
        {hint}
      </div>
      {files.length > 0 && (
        <ul className="iw-filepick__chosen" aria-label={t("upload.picker.chosen")}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="iw-filepick__chip" data-testid="attachment-chosen">
              <span className="iw-filepick__name">{f.name}</span>
              <span className="iw-filepick__size">{formatFileSize(f.size)}</span>
              <button type="button" className="iw-filepick__remove" disabled={disabled} aria-label={t("upload.picker.remove", { name: f.name })} onClick={() => onChange(files.filter((_, j) => j !== i))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {progress && (
        <div className="iw-filepick__progress" data-testid="upload-progress">
          <ProgressBar value={progress.value} label={progress.label} />
          <span aria-live="polite">{progress.text}</span>
        </div>
      )}
      <div aria-live="polite">
        {all.map((m) => (
          <div key={m} className="iw-field__error" role="alert">
            {m}
          </div>
        ))}
      </div>
    </div>
  )
}
