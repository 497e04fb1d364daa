import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * The activity tracker (spec §7 `POST member/common/tracker`, §9 activity tracker packages): the per-member limiter
 * every API process shares, raw beats (capped by the adapter), and rollups per member/day/route, per member/day, per
 * route/day and per day, which the users-activity statistics read. Days are CST day numbers. The identity area's
 * first `member_activity` (UTC dates, paths) is carried into the rollups and dropped.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create table activity_limits (
      member_id integer primary key,
      minute bigint not null,
      beats integer not null,
      last_at_ms bigint not null
    );
    create table activity_beats (
      id bigserial primary key,
      member_id integer not null,
      route varchar(120) not null,
      seconds smallint not null check (seconds >= 0),
      visible boolean not null,
      at timestamptz not null
    );
    create table activity_member_routes (
      day integer not null,
      member_id integer not null,
      route varchar(120) not null,
      seconds integer not null check (seconds >= 0),
      beats integer not null,
      primary key (day, member_id, route)
    );
    create table activity_member_days (
      day integer not null,
      member_id integer not null,
      seconds integer not null check (seconds >= 0),
      beats integer not null,
      primary key (day, member_id)
    );
    create index activity_member_days_member on activity_member_days (member_id, day);
    create table activity_route_days (
      day integer not null,
      route varchar(120) not null,
      seconds bigint not null,
      beats bigint not null,
      members integer not null,
      primary key (day, route)
    );
    create table activity_days (
      day integer primary key,
      members integer not null,
      seconds bigint not null,
      beats bigint not null,
      boxes integer not null
    );
    insert into activity_member_routes (day, member_id, route, seconds, beats)
      select (day - date '1970-01-01'), member_id, left(path, 120), sum(seconds), count(*) from member_activity group by 1, 2, 3;
    insert into activity_member_days (day, member_id, seconds, beats)
      select day, member_id, sum(seconds), sum(beats) from activity_member_routes group by 1, 2;
    insert into activity_route_days (day, route, seconds, beats, members)
      select day, route, sum(seconds), sum(beats), count(*) from activity_member_routes group by 1, 2;
    insert into activity_days (day, members, seconds, beats, boxes)
      select day, count(*), sum(seconds), sum(beats), count(*) filter (where seconds >= 300) from activity_member_days group by 1;
    drop table member_activity;
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create table member_activity (
      member_id bigint not null references members(id),
      day date not null,
      path varchar(512) not null,
      seconds integer not null check (seconds >= 0),
      primary key (member_id, day, path)
    );
    drop table activity_days, activity_route_days, activity_member_days, activity_member_routes, activity_beats, activity_limits;
  `)
}
