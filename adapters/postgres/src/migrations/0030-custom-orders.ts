import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * Custom orders (spec §1, §4, §5, §9) and the Live2Earn photo programme (§1, §4, §5, §6): orders with their state,
 * price in tickets and the ledger transfers that charged and refunded them; their files (photos by side, milestone
 * previews, glb deliverables) stored under opaque keys; their events (moves with who and when, milestones with
 * notes); and Live2Earn photos with their review. A refund is recorded once: `refund_transfer_id` is set by the one
 * cancel that wins the order's row lock.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create table custom_orders (
      id serial primary key,
      member_id integer not null references members (id),
      kind varchar(10) not null check (kind in ('avatar', 'model')),
      state varchar(12) not null default 'queued' check (state in ('queued', 'in_progress', 'stopped', 'cancelled', 'complete')),
      price bigint not null check (price > 0),
      transfer_id bigint,
      refund_transfer_id bigint,
      assignee_id integer,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      check (state <> 'cancelled' or refund_transfer_id is not null or transfer_id is null)
    );
    create index custom_orders_member_idx on custom_orders (member_id, id);
    create index custom_orders_queue_idx on custom_orders (kind, state, id);

    create table custom_order_events (
      id serial primary key,
      order_id integer not null references custom_orders (id),
      type varchar(10) not null check (type in ('move', 'milestone')),
      from_state varchar(12),
      to_state varchar(12),
      note text,
      actor_kind varchar(6) not null check (actor_kind in ('member', 'staff')),
      actor_id integer not null,
      at timestamptz not null
    );
    create index custom_order_events_order_idx on custom_order_events (order_id, id);

    create table custom_order_files (
      id serial primary key,
      order_id integer not null references custom_orders (id),
      role varchar(12) not null check (role in ('photo', 'preview', 'deliverable')),
      side varchar(6),
      milestone_id integer references custom_order_events (id),
      name varchar(200) not null,
      mime varchar(60) not null,
      size integer not null,
      storage_key varchar(200) not null,
      created_at timestamptz not null,
      unique (order_id, side)
    );
    create index custom_order_files_order_idx on custom_order_files (order_id, id);

    create table live2earn_photos (
      id serial primary key,
      member_id integer not null references members (id),
      state varchar(10) not null default 'pending' check (state in ('approved', 'pending', 'declined')),
      name varchar(200) not null,
      mime varchar(60) not null,
      size integer not null,
      storage_key varchar(200) not null,
      reason varchar(500),
      reviewer_id integer,
      reward_transfer_id bigint,
      created_at timestamptz not null,
      reviewed_at timestamptz
    );
    create index live2earn_photos_member_idx on live2earn_photos (member_id, id);
    create index live2earn_photos_state_idx on live2earn_photos (state, id);
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    drop table live2earn_photos;
    drop table custom_order_files;
    drop table custom_order_events;
    drop table custom_orders;
  `)
}
