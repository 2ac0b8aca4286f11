// A plan's missions and bookable products as staff make them in the editor: create, edit, delete,
// reorder, and the reads every screen shares (listMissions, listProducts). Each belongs to one
// published chapter of the plan (its stable id, decision 47) and may show one image of the plan's
// staff image library; neither id is trusted from the browser (docs/decisions/0050-missions-and-products-in-the-editor.md).
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "~/db.server";
import { type ImageSources, imageSources } from "~/models/uploads/uploads";
import type { Database, UploadVariant } from "../../../db/schema";
import { fromJson } from "../platform/json.server";
import {
  MISSION_LIMITS,
  type MissionInput,
  missionBreaksRules,
  PRODUCT_LIMITS,
  type ProductInput,
  productBreaksRules,
  tidyMission,
  tidyProduct,
} from "./rules";

export type { MissionInput, ProductInput } from "./rules";

/**
 * Why a write was refused: `missing` (no such plan or item in it), `invalid` (a field breaks the
 * rules), `chapter` (not a published chapter of this plan), `image` (not a confirmed image of this
 * plan's library), `full` (the plan holds the most it may), `completed` (a mission the family
 * completed: undo it first), `booked` (a product a booking order holds).
 */
export type CatalogueProblem = "missing" | "invalid" | "chapter" | "image" | "full" | "completed" | "booked";
export type CatalogueResult = { ok: true; id: string } | { ok: false; reason: CatalogueProblem };

/** The chapter an item belongs to, as the storyboard names it (the storyboard's match is on its location name). */
export interface ItemChapter {
  id: string;
  title: string;
  locationName: string;
  dayNumber: number;
}

export interface PlanMission {
  id: string;
  chapter: ItemChapter;
  title: string;
  description: string;
  points: number;
  hint: string | null;
  imageUploadId: string | null;
  /** The image's sizes (its feed and thumbnail widths), or null without an image. */
  image: ImageSources | null;
  position: number;
}

export interface PlanProduct {
  id: string;
  chapter: ItemChapter;
  name: string;
  category: string;
  /** Whole won. */
  price: number;
  description: string;
  imageUploadId: string | null;
  image: ImageSources | null;
  position: number;
}

type Executor = Kysely<Database>;
type ItemTable = "plan_missions" | "plan_products";

async function isPublishedChapter(trx: Executor, planId: string, activityId: string): Promise<boolean> {
  const row = await trx
    .selectFrom("travel_plan_activities")
    .select("id")
    .where("id", "=", activityId)
    .where("plan_id", "=", planId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A confirmed staff image placed in this plan's library (what /admin/plan/:planId/images lists). */
async function isLibraryImage(trx: Executor, planId: string, uploadId: string): Promise<boolean> {
  const row = await trx
    .selectFrom("uploads")
    .select("id")
    .where("id", "=", uploadId)
    .where("category", "=", "staff-image")
    .where("entity_id", "=", planId)
    .where("status", "=", "confirmed")
    .where("slot", "is not", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The checks every write shares, in the write's transaction: the plan, the chapter, the image. */
async function refusal(trx: Executor, planId: string, activityId: string, imageUploadId: string | null): Promise<CatalogueProblem | null> {
  const plan = await trx.selectFrom("travel_plans").select("id").where("id", "=", planId).executeTakeFirst();
  if (!plan) return "missing";
  if (!(await isPublishedChapter(trx, planId, activityId))) return "chapter";
  if (imageUploadId !== null && !(await isLibraryImage(trx, planId, imageUploadId))) return "image";
  return null;
}

async function nextPosition(trx: Executor, table: ItemTable, planId: string): Promise<{ count: number; position: number }> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.max<number | null>("position").as("last")])
    .where("plan_id", "=", planId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), position: Number(row.last ?? 0) + 1 };
}

/** A catalogue write (a mission or a product) in one transaction, after the checks every write shares. */
function writeItem(planId: string, item: ItemColumns, write: (trx: Executor) => Promise<CatalogueResult>): Promise<CatalogueResult> {
  return db()
    .transaction()
    .execute(async (trx): Promise<CatalogueResult> => {
      const problem = await refusal(trx, planId, item.activity_id, item.image_upload_id);
      return problem ? { ok: false, reason: problem } : write(trx);
    });
}

/** A new item's place: last of the plan's, unless the plan already holds its kind's most. */
async function placeOf(trx: Executor, table: ItemTable, planId: string, perPlan: number): Promise<number | null> {
  const { count, position } = await nextPosition(trx, table, planId);
  return count >= perPlan ? null : position;
}

function updated(result: { numUpdatedRows: bigint }, id: string): CatalogueResult {
  return Number(result.numUpdatedRows) === 1 ? { ok: true, id } : { ok: false, reason: "missing" };
}

/** A row's columns that the editor writes, from a checked input (the rest are the id, the plan, the place, the times). */
type ItemColumns = { activity_id: string; image_upload_id: string | null; [column: string]: string | number | null };

/** What missions and products share in the editor: their table, their most per plan, their columns. */
interface ItemKind<Input> {
  table: ItemTable;
  perPlan: number;
  /** The input tidied as the table's columns, or null when a field breaks the kind's rules. */
  columns(input: Input): ItemColumns | null;
}

const MISSIONS: ItemKind<MissionInput> = {
  table: "plan_missions",
  perPlan: MISSION_LIMITS.perPlan,
  columns(input) {
    const mission = tidyMission(input);
    if (missionBreaksRules(mission)) return null;
    return {
      activity_id: mission.activityId,
      title: mission.title,
      description: mission.description,
      points: mission.points,
      hint: mission.hint,
      image_upload_id: mission.imageUploadId,
    };
  },
};

const PRODUCTS: ItemKind<ProductInput> = {
  table: "plan_products",
  perPlan: PRODUCT_LIMITS.perPlan,
  columns(input) {
    const product = tidyProduct(input);
    if (productBreaksRules(product)) return null;
    return {
      activity_id: product.activityId,
      name: product.name,
      category: product.category,
      price: product.price,
      description: product.description,
      image_upload_id: product.imageUploadId,
    };
  },
};

/** A new item, last of the plan's of its kind. */
async function createItem<Input>(kind: ItemKind<Input>, planId: string, input: Input, now: Date): Promise<CatalogueResult> {
  const columns = kind.columns(input);
  if (!columns) return { ok: false, reason: "invalid" };
  return writeItem(planId, columns, async (trx) => {
    const position = await placeOf(trx, kind.table, planId, kind.perPlan);
    if (position === null) return { ok: false, reason: "full" };
    const id = randomUUID();
    const at = now.toISOString();
    // The kind's columns are its table's (ItemKind): Kysely cannot check a table chosen at run time.
    const row = { id, plan_id: planId, ...columns, position, created_at: at, updated_at: at } as never;
    await trx.insertInto(kind.table).values(row).execute();
    return { ok: true, id };
  });
}

/** An item of this plan edited in place (its id and place kept). */
async function updateItem<Input>(kind: ItemKind<Input>, planId: string, itemId: string, input: Input, now: Date): Promise<CatalogueResult> {
  const columns = kind.columns(input);
  if (!columns) return { ok: false, reason: "invalid" };
  return writeItem(planId, columns, async (trx) =>
    updated(
      await trx
        .updateTable(kind.table)
        .set({ ...columns, updated_at: now.toISOString() } as never)
        .where("id", "=", itemId)
        .where("plan_id", "=", planId)
        .executeTakeFirst(),
      itemId,
    ),
  );
}

export function createMission(planId: string, input: MissionInput, now = new Date()): Promise<CatalogueResult> {
  return createItem(MISSIONS, planId, input, now);
}

/** Edits a mission of this plan; a completion already made keeps the points it earned. */
export function updateMission(planId: string, missionId: string, input: MissionInput, now = new Date()): Promise<CatalogueResult> {
  return updateItem(MISSIONS, planId, missionId, input, now);
}

/** The mission dialog's save: a new mission (no id) or an edit of this plan's mission. */
export function saveMission(planId: string, missionId: string | null, input: MissionInput, now = new Date()): Promise<CatalogueResult> {
  return missionId === null ? createMission(planId, input, now) : updateMission(planId, missionId, input, now);
}

/**
 * Deletes an item of this plan unless something holds it: `held` names the refusal when it does (the
 * delete's own condition decides, so a completion or a payment arriving meanwhile still wins).
 */
async function deleteItem(
  table: ItemTable,
  planId: string,
  itemId: string,
  held: { reason: CatalogueProblem; by: (trx: Executor) => ReturnType<Executor["selectFrom"]> },
): Promise<CatalogueResult> {
  return db()
    .transaction()
    .execute(async (trx): Promise<CatalogueResult> => {
      const exists = await trx.selectFrom(table).select("id").where("id", "=", itemId).where("plan_id", "=", planId).executeTakeFirst();
      if (!exists) return { ok: false, reason: "missing" };
      const result = await trx
        .deleteFrom(table)
        .where("id", "=", itemId)
        .where("plan_id", "=", planId)
        .where(({ not, exists }) => not(exists(held.by(trx))))
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1 ? { ok: true, id: itemId } : { ok: false, reason: held.reason };
    });
}

/** Deletes a mission nobody has completed (a completion holds the family's photos: staff undo it first). */
export function deleteMission(planId: string, missionId: string): Promise<CatalogueResult> {
  return deleteItem("plan_missions", planId, missionId, {
    reason: "completed",
    by: (trx) => trx.selectFrom("mission_completions").select("mission_id").where("mission_id", "=", missionId),
  });
}

export function createProduct(planId: string, input: ProductInput, now = new Date()): Promise<CatalogueResult> {
  return createItem(PRODUCTS, planId, input, now);
}

/**
 * Edits a product of this plan. A new price applies to the next payment: items already paid keep
 * theirs (booking_items.price) and a cart that saw the old one is told before paying.
 */
export function updateProduct(planId: string, productId: string, input: ProductInput, now = new Date()): Promise<CatalogueResult> {
  return updateItem(PRODUCTS, planId, productId, input, now);
}

/** The product dialog's save: a new product (no id) or an edit of this plan's product. */
export function saveProduct(planId: string, productId: string | null, input: ProductInput, now = new Date()): Promise<CatalogueResult> {
  return productId === null ? createProduct(planId, input, now) : updateProduct(planId, productId, input, now);
}

/** Deletes a product no booking order holds (a paid item keeps its product); carts lose it by cascade. */
export function deleteProduct(planId: string, productId: string): Promise<CatalogueResult> {
  return deleteItem("plan_products", planId, productId, {
    reason: "booked",
    by: (trx) => trx.selectFrom("booking_items").select("order_id").where("product_id", "=", productId),
  });
}

/** Moves a mission or product one place up or down among the plan's (swapping positions with its neighbour). */
export async function moveItem(table: ItemTable, planId: string, itemId: string, direction: "up" | "down"): Promise<CatalogueResult> {
  return db()
    .transaction()
    .execute(async (trx): Promise<CatalogueResult> => {
      const rows = await trx
        .selectFrom(table)
        .select(["id", "position"])
        .where("plan_id", "=", planId)
        .orderBy("position")
        .orderBy("id")
        .execute();
      const at = rows.findIndex((row) => row.id === itemId);
      if (at < 0) return { ok: false, reason: "missing" };
      const other = rows[direction === "up" ? at - 1 : at + 1];
      if (!other) return { ok: true, id: itemId };
      const order = rows.map((row) => row.id);
      order[at] = other.id;
      order[direction === "up" ? at - 1 : at + 1] = itemId;
      // Renumber the whole list 1…n, so equal positions from a race come apart too.
      for (const [index, id] of order.entries()) {
        const stored = rows.find((row) => row.id === id);
        if (Number(stored?.position) !== index + 1) {
          await trx
            .updateTable(table)
            .set({ position: index + 1 })
            .where("id", "=", id)
            .where("plan_id", "=", planId)
            .execute();
        }
      }
      return { ok: true, id: itemId };
    });
}

export function moveMission(planId: string, missionId: string, direction: "up" | "down"): Promise<CatalogueResult> {
  return moveItem("plan_missions", planId, missionId, direction);
}

export function moveProduct(planId: string, productId: string, direction: "up" | "down"): Promise<CatalogueResult> {
  return moveItem("plan_products", planId, productId, direction);
}

/** What a listed mission or product reads of its chapter (`a`) and its image (`u`). */
const CHAPTER_AND_IMAGE = [
  "a.id as activity_id",
  "a.title as chapter_title",
  "a.location_name",
  "a.day_number",
  "u.variants",
  "u.width",
  "u.height",
  "u.status as image_status",
] as const;

function chapterOf(row: { activity_id: string; chapter_title: string; location_name: string; day_number: number }): ItemChapter {
  return { id: row.activity_id, title: row.chapter_title, locationName: row.location_name, dayNumber: Number(row.day_number) };
}

function imageOf(row: {
  variants: unknown;
  width: number | null;
  height: number | null;
  image_status: string | null;
}): ImageSources | null {
  if (row.image_status !== "confirmed") return null;
  return imageSources(fromJson<UploadVariant[]>(row.variants, []), Number(row.width ?? 0), Number(row.height ?? 0));
}

/** A plan's missions in their order, each with its chapter and its image's sizes. */
export async function listMissions(planId: string, executor: Executor = db()): Promise<PlanMission[]> {
  const rows = await executor
    .selectFrom("plan_missions as m")
    .innerJoin("travel_plan_activities as a", "a.id", "m.activity_id")
    .leftJoin("uploads as u", "u.id", "m.image_upload_id")
    .select(["m.id", "m.title", "m.description", "m.points", "m.hint", "m.image_upload_id", "m.position", ...CHAPTER_AND_IMAGE])
    .where("m.plan_id", "=", planId)
    .orderBy("m.position")
    .orderBy("m.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    chapter: chapterOf(row),
    title: row.title,
    description: row.description,
    points: Number(row.points),
    hint: row.hint,
    imageUploadId: row.image_upload_id,
    image: imageOf(row),
    position: Number(row.position),
  }));
}

/** A plan's bookable products in their order, each with its chapter and its image's sizes. */
export async function listProducts(planId: string, executor: Executor = db()): Promise<PlanProduct[]> {
  const rows = await executor
    .selectFrom("plan_products as p")
    .innerJoin("travel_plan_activities as a", "a.id", "p.activity_id")
    .leftJoin("uploads as u", "u.id", "p.image_upload_id")
    .select(["p.id", "p.name", "p.category", "p.price", "p.description", "p.image_upload_id", "p.position", ...CHAPTER_AND_IMAGE])
    .where("p.plan_id", "=", planId)
    .orderBy("p.position")
    .orderBy("p.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    chapter: chapterOf(row),
    name: row.name,
    category: row.category,
    price: Number(row.price),
    description: row.description,
    imageUploadId: row.image_upload_id,
    image: imageOf(row),
    position: Number(row.position),
  }));
}
