import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * The store's second step (issue 13): the house's primary stock and owned buildings for sale.
 * - Assets gain the Buy menu's other kinds (avatar, animation, plant-tree, pet, vshop-item), so every Buy category
 *   can hold stock a member then owns.
 * - A listing of kind `stock` is the house's: no owner (owner_id null), no escrow; each unit sold makes a new asset
 *   for the buyer. A sale of house stock has no seller (seller_id null).
 * - A listing of kind `building` escrows a member's unplaced building (`buildings.listed`); buying moves it.
 * - The shelf's count reads `(category, expires_at) where state = 'active'` from the index alone (docs/benchmarks.md).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    alter table assets drop constraint assets_type_check;
    alter table assets add constraint assets_type_check check (type in ('car', 'car-skin', 'boat', 'jetski', 'motorcycle', 'helicopter', 'premium-building', 'building-size', 'furniture-set', 'avatar', 'animation', 'plant-tree', 'pet', 'vshop-item'));

    alter table market_listings alter column owner_id drop not null;
    alter table market_listings drop constraint market_listings_item_kind_check;
    alter table market_listings add constraint market_listings_item_kind_check check (item_kind in ('asset', 'resource', 'stock', 'building'));
    alter table market_listings add column building_id integer references buildings (id);
    alter table market_listings add constraint market_listings_house_check check ((owner_id is null) = (item_kind = 'stock'));
    alter table market_listings add constraint market_listings_building_check check ((item_kind = 'building') = (building_id is not null));
    create unique index market_listings_building_active_idx on market_listings (building_id) where state = 'active' and building_id is not null;
    create index market_listings_shelf_idx on market_listings (category, expires_at) where state = 'active';

    alter table market_sales alter column seller_id drop not null;

    alter table buildings add column listed boolean not null default false;
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    alter table buildings drop column listed;
    drop index market_listings_shelf_idx;
    drop index market_listings_building_active_idx;
    alter table market_listings drop constraint market_listings_building_check;
    alter table market_listings drop constraint market_listings_house_check;
    alter table market_listings drop column building_id;
  `)
}
