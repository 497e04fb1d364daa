import type { ColumnType, Generated } from "kysely"

type Timestamp = ColumnType<Date, Date | string, Date | string>
type Json = ColumnType<unknown, string, string>

/** Tables of the identity area. */
export interface IdentityTables {
  members: {
    id: Generated<number>
    first_name: string
    last_name: string
    email: string | null
    phone: string | null
    phone_country: string | null
    owner_id: string | null
    lang: string
    referrer_id: number | null
    hear_about_us: string
    status: string
    password_hash: string
    open_date: Timestamp
    created_at: Timestamp
    updated_at: Timestamp
  }
  sessions: {
    id: string
    kind: string
    subject_id: number
    version: number
    created_at: Timestamp
    expires_at: Timestamp
    revoked_at: Timestamp | null
    impersonator_id: number | null
  }
  verifications: {
    id: string
    channel: string
    destination: string
    code_digest: string
    ip: string
    created_at: Timestamp
    expires_at: Timestamp
    attempts: number
    verified_at: Timestamp | null
  }
  registration_tokens: {
    digest: string
    channel: string
    destination: string
    expires_at: Timestamp
    consumed_at: Timestamp | null
  }
  login_throttles: {
    key: string
    failures: number
    window_started_at: Timestamp | null
    blocked_until: Timestamp | null
  }
  login_codes: {
    digest: string
    member_id: number
    expires_at: Timestamp
    used_at: Timestamp | null
    issued_by_staff_id: number | null
  }
  member_activity: {
    member_id: number
    day: ColumnType<string, string, string>
    path: string
    seconds: number
  }
}

export interface StaffTables {
  staff_members: {
    id: Generated<number>
    email: string
    first_name: string
    last_name: string
    roles: ColumnType<Array<string>, Array<string> | string, Array<string> | string>
    status: string
    password_hash: string
    created_at: Timestamp
    updated_at: Timestamp
  }
}

export interface KernelTables {
  audit_log: {
    id: Generated<number>
    at: Timestamp
    actor_kind: string
    actor_id: string
    action: string
    target_type: string
    target_id: string
    details: Json
  }
  app_settings: {
    key: string
    value: string
  }
  outbox_messages: {
    id: Generated<number>
    channel: string
    recipient: string
    subject: string | null
    body: string
    template: string
    created_at: Timestamp
  }
}

/** Every table, combined from the areas (kysely-org example, immich). */
export interface Database extends IdentityTables, StaffTables, KernelTables, LandTables, LandMarketTables, LedgerTables, SupportTables, ContentTables {}

export interface LandTables {
  districts: {
    id: Generated<number>
    name: string
    x0: number
    y0: number
    x1: number
    y1: number
    thumbnail: string | null
  }
  plots: {
    x: number
    y: number
    district_id: number | null
    kind: string
    level: number
    size: number
    price_minor: ColumnType<string, string | bigint, string | bigint>
    status: string
    owner_id: number | null
    name: string | null
    image: string | null
    minted: boolean
    purchased_at: Timestamp | null
    version: ColumnType<number, number | undefined, number>
  }
}

/** Tables of migration 0006: the world version, reserved areas, activations, sales and mints. */
export interface LandMarketTables {
  world_state: { id: number; version: ColumnType<string, string | number, string | number> }
  reserved_areas: { id: Generated<number>; name: string; x0: number; y0: number; x1: number; y1: number; created_at: Timestamp }
  plot_activations: { id: Generated<string>; x: number; y: number; member_id: number; activated_at: Timestamp; expires_at: Timestamp; transfer_id: number | null }
  /** `transfer_id` is null for a free PLOT (migration 0008): nothing moved in the ledger, but it was sold. */
  plot_sales: { id: Generated<string>; x: number; y: number; member_id: number; level: number; price_minor: ColumnType<string, string, string>; transfer_id: number | null; sold_at: Timestamp }
  plot_mints: { x: number; y: number; member_id: number; address: string; minted_at: Timestamp }
}

type Int8 = ColumnType<string, string | bigint | number, string | bigint | number>

export interface LedgerTables {
  ledger_accounts: {
    id: Generated<number>
    owner_kind: string
    owner_id: string
    asset: string
    pocket: string
    balance: Int8
    may_go_negative: boolean
  }
  ledger_transfers: {
    id: Generated<number>
    code: string
    reference_type: string
    reference_id: string
    idempotency_key: string
    fingerprint: string
    memo: string | null
    created_at: Timestamp
  }
  ledger_legs: {
    id: Generated<number>
    transfer_id: number
    asset: string
    from_account: number
    to_account: number
    amount: Int8
  }
  ledger_lots: {
    id: Generated<number>
    account_id: number
    transfer_id: number
    amount: Int8
    remaining: Int8
    created_at: Timestamp
    expires_at: Timestamp
  }
  linked_wallets: {
    member_id: number
    address: string | null
    status: string
    added_at: Timestamp | null
    confirmed_at: Timestamp | null
  }
  legal_info: {
    member_id: number
    full_name: string
    birth_date: ColumnType<string, string, string>
    country: string
    address: string
    verified_at: Timestamp | null
  }
  products: {
    id: Generated<number>
    kind: string
    name: string
    description: string
    tickets: Int8
    price_cents: Int8
    active: boolean
    sort: number
  }
  purchases: {
    id: Generated<number>
    member_id: number
    product_id: number
    product_name: string
    quantity: number
    tickets: Int8
    currency: string
    amount: Int8
    address: string
    status: string
    tx_hash: string | null
    invoice_expires_at: Timestamp
    review_note: string | null
    transfer_id: number | null
    refund_transfer_id: number | null
    created_at: Timestamp
    updated_at: Timestamp
    /** Why an incomplete purchase needs action (migration 0007). */
    issue: string | null
  }
  /** Named positions of periodic jobs (migration 0007). */
  ledger_checkpoints: { name: string; value: string; updated_at: Timestamp }
  chain_sim_addresses: {
    address: string
    member_id: number | null
    purpose: string
  }
  chain_sim_transactions: {
    tx_hash: string
    kind: string
    to_address: string
    currency: string
    amount: Int8
    member_id: number | null
    created_at: Timestamp
    confirmed_at: Timestamp | null
    /** Deposits' place in chain order (migration 0007); null for payments. */
    height: ColumnType<string | null, string | number | null | undefined, string | number | null>
  }
  chain_sim_state: { id: number; height: Int8 }
}

export interface SupportTables {
  support_tickets: {
    id: Generated<number>
    member_id: number
    subject: string
    status: string
    language: string
    assignee_id: number | null
    creator: string
    creator_id: number
    last_reply_at: Date
    last_reply_by: string
    last_staff_reply_at: Date | null
    first_staff_reply_at: Date | null
    member_seen_at: Date | null
    closed_at: Date | null
    created_at: Date
    updated_at: Date
  }
  support_messages: {
    id: Generated<number>
    ticket_id: number
    author: string
    author_id: number
    body: string
    created_at: Date
    deleted_at: Date | null
  }
  support_attachments: {
    id: Generated<number>
    ticket_id: number
    message_id: number
    author: string
    author_id: number
    name: string
    kind: string
    size: number
    storage_key: string
    created_at: Date
    deleted_at: Date | null
  }
  support_history: {
    id: Generated<string>
    ticket_id: number
    operation: string
    actor: string
    actor_id: number
    /** A staff member acting in the member's session (member auth), or null. */
    impersonator_id: number | null
    from_value: string | null
    to_value: string | null
    created_at: Date
  }
  support_staff_languages: { staff_id: number; language: string }
  support_saved_replies: {
    id: Generated<number>
    title: string
    language: string
    body: string
    staff_id: number
    updated_at: Date
  }
}

export interface ContentTables {
  content_items: {
    id: Generated<number>
    kind: string
    translations: ColumnType<Record<string, { title: string; body: string }>, string, string>
    pinned: boolean
    public: boolean
    published: boolean
    published_at: Date
    starts_at: Date | null
    ends_at: Date | null
    location: string | null
    sort: number
    revision: number
    created_at: Date
    updated_at: Date
    updated_by: number | null
    deleted_at: Date | null
  }
  content_revisions: {
    item_id: number
    revision: number
    snapshot: ColumnType<Record<string, unknown>, string, string>
    edited_at: Date
    edited_by: number | null
  }
  content_reads: { member_id: number; item_id: number; read_at: Date }
}
