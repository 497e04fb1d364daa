import { useCallback, useState } from "react"

/** Spec §2, §4: the four registration steps. Confirm type is phone or e-mail, phone by default. */
export type Step = "start" | "confirmNumber" | "createForm" | "finish"

export interface RegistrationData {
  readonly step: Step
  readonly confirmType: "phone" | "email"
  readonly phone: string
  readonly phoneCountry: string
  readonly email: string
  /** When the code was sent and how long until another may be sent (spec §3 decay / available-in seconds). */
  readonly sentAt: number
  readonly availableIn: number
  readonly decaySeconds: number
  readonly token: string
  readonly memberId: number | null
}

const KEY = "iw.registration"

export const initialRegistration: RegistrationData = {
  step: "start",
  confirmType: "phone",
  phone: "",
  phoneCountry: "cn",
  email: "",
  sentAt: 0,
  availableIn: 0,
  decaySeconds: 0,
  token: "",
  memberId: null
}

const load = (): RegistrationData => {
  try {
    const raw = sessionStorage.getItem(KEY)
    return raw ? { ...initialRegistration, ...(JSON.parse(raw) as Partial<RegistrationData>) } : initialRegistration
  } catch {
    return initialRegistration
  }
}

/** The flow's data, kept for the tab's life so a reload does not lose a sent code. */
export const useRegistration = () => {
  const [data, setData] = useState<RegistrationData>(load)
  const update = useCallback((patch: Partial<RegistrationData>) => {
    setData((d) => {
      const next = { ...d, ...patch }
      sessionStorage.setItem(KEY, JSON.stringify(next))
      return next
    })
  }, [])
  /** Registration data cleared (spec §4), keeping only what the finish step shows. */
  const finish = useCallback((memberId: number, confirmType: RegistrationData["confirmType"]) => {
    sessionStorage.removeItem(KEY)
    setData({ ...initialRegistration, step: "finish", memberId, confirmType })
  }, [])
  return { data, update, finish }
}

/** The previous step of the back arrow (spec §2): confirmNumber→start, createForm→start; finish has none. */
export const backOf = (step: Step): Step | null => (step === "confirmNumber" || step === "createForm" ? "start" : null)
