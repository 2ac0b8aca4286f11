// The travel survey of one accepted order: each screen's answer is checked by the rules of spec 2 §5,
// saved as a draft (so a member can close the phone and come back), and submitted once, which moves
// the order to survey_complete in the same transaction.
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { db } from "~/db.server";
import { koreanToday } from "~/utils/format";
import { describeFamilyMember, listFamilyMembers, type FamilyMembers, type FamilyType } from "~/utils/family";
import { parseFamilyMembers } from "./family.server";
import { fromJson, toJson } from "./json.server";
import { getOrderForUser, moveOrderStatus, TRAVEL_PRODUCT_TYPES, type Order } from "./orders.server";
import { CUSTOMER_TRANSITIONS, PAID_STATUSES } from "./statuses";
import { findDistrict } from "./regions.server";
import {
  DEFAULT_DAILY_ENERGY,
  questionKeys,
  SURVEY_PARTS,
  SURVEY_QUESTIONS,
  SURVEY_TOTAL,
  type SurveyAnswerKey,
  type SurveyOption,
  type SurveyQuestion,
} from "./survey-questions.server";

export const SURVEY_MESSAGES = {
  noOrder: "주문 정보를 찾을 수 없습니다. 잠시 후 다시 시도해주세요.",
  waiting: "주문을 확인하고 있습니다. 곧 설문 링크를 보내드릴게요!",
  alreadySubmitted: "이미 제출한 설문이에요. 24시간 안에 전문가가 메신저로 연락드릴게요.",
  select: "하나를 선택해주세요",
  checkbox: "하나 이상 선택해주세요",
  exclusive: "'없어요'는 다른 항목과 함께 고를 수 없어요",
  detail: "내용을 입력해주세요",
  detailTooLong: "100자 이내로 입력해주세요",
  family: "가족 구성원을 한 명 이상 추가해주세요",
  ranking: (ranks: number) => `1~${ranks}순위를 서로 다른 항목으로 모두 골라주세요`,
  budgetRequired: "예산을 입력해주세요",
  budgetNumber: "숫자만 입력해주세요 (만 원 단위)",
  budgetMin: "예산은 최소 5만 원 이상 입력해주세요",
  budgetMultiple: "5의 배수로 입력해주세요",
  budgetMax: "예산을 다시 확인해주세요 (최대 10억 원)",
  energyRange: "각 시간대는 0에서 100 사이로 입력해주세요",
  energySum: "합계가 100%가 되도록 조정해주세요",
  departure: "출발지를 검색해서 목록에서 골라주세요",
  datesRequired: "여행 날짜를 고르거나 '아직 정하지 않았어요'를 선택해주세요",
  datesPast: "오늘 이후 날짜를 골라주세요",
  datesOrder: "돌아오는 날은 떠나는 날과 같거나 그 뒤여야 해요",
  datesTooLong: "여행 기간은 30일 이내로 골라주세요",
  textTooLong: (max: number) => `${max}자 이내로 입력해주세요`,
  missing: "답하지 않은 필수 질문이 있어요. 해당 질문으로 이동했어요.",
  closed: "설문을 제출할 수 없는 주문이에요. 주문 상태를 확인해주세요.",
  submitFailed: "설문 제출에 실패했습니다. 다시 시도해주세요.",
} as const;

/** Answers keyed by the spec's answer keys; a skipped optional question is null. */
export type SurveyAnswers = Partial<Record<SurveyAnswerKey, unknown>>;

/** A button-with-input answer (spec 2 §3): the choice, plus the typed words when asked. */
export interface SelectedWithInput<T = string> {
  selected: T;
  inputs?: { detail: string };
}

export interface Survey {
  orderId: string;
  answers: SurveyAnswers;
  /** The question to show when the member comes back (SURVEY_TOTAL + 1: the completion screen). */
  resumeStep: number;
  status: "draft" | "submitted";
  submittedAt: string | null;
}

export type SurveyAccess =
  | { state: "missing" }
  | { state: "waiting"; order: Order }
  | { state: "submitted"; order: Order }
  | { state: "open"; order: Order; survey: Survey | null };

/** Whether this member may answer the survey of this order, and where it stands. */
export async function surveyAccess(orderId: string | null | undefined, userId: string): Promise<SurveyAccess> {
  if (!orderId) return { state: "missing" };
  const order = await getOrderForUser(orderId, userId);
  if (!order || !(TRAVEL_PRODUCT_TYPES as readonly string[]).includes(order.productType)) return { state: "missing" };
  if (order.status === "payment_complete") return { state: "waiting", order };
  // Paid and past acceptance means the survey is in; refunded or unpaid orders have none.
  if (order.status !== "accepted") return PAID_STATUSES.has(order.status) ? { state: "submitted", order } : { state: "missing" };
  return { state: "open", order, survey: await getSurvey(order.id, userId) };
}

export async function getSurvey(orderId: string, userId: string): Promise<Survey | null> {
  const row = await db()
    .selectFrom("surveys")
    .selectAll()
    .where("order_id", "=", orderId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    orderId: row.order_id,
    answers: fromJson<SurveyAnswers>(row.answers, {}),
    resumeStep: Math.min(Math.max(Number(row.last_step), 1), SURVEY_TOTAL + 1),
    status: row.status === "submitted" ? "submitted" : "draft",
    submittedAt: row.submitted_at,
  };
}

/**
 * Saves answers into the order's draft and where to resume. Only the owner's draft of an accepted
 * order is written; a submitted survey never changes.
 */
export function saveSurveyDraft(
  input: { orderId: string; userId: string; answers: SurveyAnswers; resumeStep: number },
  now = new Date(),
): Promise<boolean> {
  return updateSurveyDraft({ ...input, change: (answers) => ({ ...answers, ...input.answers }) }, now);
}

/**
 * Changes the draft's family (an add or a remove of the family question), from the draft's own
 * latest list — or the profile's, until the member has changed it — so parallel changes all count.
 */
export function changeSurveyFamily(
  input: { orderId: string; userId: string; profileFamily: FamilyMembers; change: (members: FamilyMembers) => FamilyMembers; resumeStep: number },
  now = new Date(),
): Promise<boolean> {
  const change = (answers: SurveyAnswers) => ({ ...answers, familyMembers: input.change(draftFamily(answers, input.profileFamily)) });
  return updateSurveyDraft({ ...input, change }, now);
}

/**
 * The one way a draft is written: read, change and write in one transaction with the row locked,
 * so two tabs or a double tap cannot lose each other's answers.
 */
async function updateSurveyDraft(
  input: { orderId: string; userId: string; resumeStep: number; change: (answers: SurveyAnswers) => SurveyAnswers },
  now: Date,
): Promise<boolean> {
  const access = await surveyAccess(input.orderId, input.userId);
  if (access.state !== "open") return false;
  const resumeStep = Math.min(Math.max(Math.trunc(input.resumeStep), 1), SURVEY_TOTAL + 1);
  const timestamp = now.toISOString();
  return db()
    .transaction()
    .execute(async (trx) => {
      // One statement creates the draft if it is missing, locks its row until the transaction ends
      // (PostgreSQL's ON CONFLICT DO UPDATE takes the row lock) and returns what it holds now.
      const row = await trx
        .insertInto("surveys")
        .values({ order_id: input.orderId, user_id: input.userId, answers: toJson({}), last_step: 1, status: "draft", created_at: timestamp, updated_at: timestamp, submitted_at: null })
        .onConflict((oc) => oc.column("order_id").doUpdateSet((eb) => ({ updated_at: eb.ref("surveys.updated_at") })))
        .returning(["answers", "status", "user_id"])
        .executeTakeFirst();
      if (!row || row.status !== "draft" || row.user_id !== input.userId) return false;
      const answers = toJson(input.change(fromJson<SurveyAnswers>(row.answers, {})));
      await trx
        .updateTable("surveys")
        .set({ answers, last_step: resumeStep, updated_at: timestamp })
        .where("order_id", "=", input.orderId)
        .where("status", "=", "draft")
        .execute();
      return true;
    });
}

/** The value a screen starts from: the draft's answer, else the profile's family or the default energy split. */
export function initialAnswer(question: SurveyQuestion, answers: SurveyAnswers, profileFamily: FamilyMembers): unknown {
  if (question.type === "dates") return { travelDates: answers.travelDates ?? null, dateUndecided: answers.dateUndecided ?? false };
  const saved = answers[question.key];
  if (saved !== undefined) return saved;
  if (question.type === "family") return profileFamily;
  if (question.type === "energy") return DEFAULT_DAILY_ENERGY;
  return null;
}

/** The family members this draft holds (the profile's until the member changes them). */
export function draftFamily(answers: SurveyAnswers, profileFamily: FamilyMembers): FamilyMembers {
  return answers.familyMembers === undefined ? profileFamily : parseFamilyMembers(answers.familyMembers);
}

// ---- One screen's answer, by the rules of spec 2 §5 -------------------------------------------

const M = SURVEY_MESSAGES;

function optionValues(options: SurveyOption[]): Set<string> {
  return new Set(options.map((option) => option.value));
}

function withInputValues(options: SurveyOption[]): Set<string> {
  return new Set(options.filter((option) => option.withInput).map((option) => option.value));
}

const detailField = z.string().trim().max(100, M.detailTooLong).optional();

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, M.datesRequired).refine((value) => !Number.isNaN(Date.parse(value)), M.datesRequired);

function answerSchema(question: SurveyQuestion, today: string): z.ZodType<SurveyAnswers> {
  const key = question.key;
  switch (question.type) {
    case "select": {
      const allowed = optionValues(question.options);
      const withInput = withInputValues(question.options);
      const answer = z.string({ error: M.select }).refine((value) => allowed.has(value), M.select);
      return z
        .object({ answer: question.required ? answer : answer.optional(), detail: detailField })
        .superRefine((value, ctx) => {
          if (value.answer && withInput.has(value.answer) && !value.detail) ctx.addIssue({ code: "custom", path: ["detail"], message: M.detail });
        })
        .transform((value): SurveyAnswers => {
          if (!value.answer) return { [key]: null };
          if (withInput.size === 0) return { [key]: value.answer };
          const answer: SelectedWithInput = { selected: value.answer };
          if (withInput.has(value.answer) && value.detail) answer.inputs = { detail: value.detail };
          return { [key]: answer };
        });
    }
    case "checkbox": {
      const allowed = optionValues(question.options);
      const withInput = withInputValues(question.options);
      return z
        .object({
          answer: z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.string())),
          detail: detailField,
        })
        .superRefine((value, ctx) => {
          const picked = value.answer;
          if ((question.required && picked.length === 0) || picked.some((item) => !allowed.has(item))) {
            ctx.addIssue({ code: "custom", path: ["answer"], message: M.checkbox });
          } else if (question.exclusive && picked.includes(question.exclusive) && picked.length > 1) {
            ctx.addIssue({ code: "custom", path: ["answer"], message: M.exclusive });
          } else if (picked.some((item) => withInput.has(item)) && !value.detail) {
            ctx.addIssue({ code: "custom", path: ["detail"], message: M.detail });
          }
        })
        .transform((value): SurveyAnswers => {
          const selected = [...new Set(value.answer)];
          if (withInput.size === 0) return { [key]: selected };
          const answer: SelectedWithInput<string[]> = { selected };
          if (selected.some((item) => withInput.has(item)) && value.detail) answer.inputs = { detail: value.detail };
          return { [key]: answer };
        });
    }
    case "budget":
      return z
        .object({
          budget: z
            .string({ error: M.budgetRequired })
            .trim()
            .regex(/^\d+$/, M.budgetNumber)
            .transform(Number)
            .refine((won) => won >= 5, M.budgetMin)
            .refine((won) => won % 5 === 0, M.budgetMultiple)
            .refine((won) => won <= 100_000, M.budgetMax),
        })
        .transform((value): SurveyAnswers => ({ [key]: value.budget }));
    case "ranking": {
      const allowed = optionValues(question.options);
      const fields = Array.from({ length: question.ranks }, (_, index) => `rank${index + 1}`);
      return z
        .record(z.string(), z.unknown())
        .transform((value) => fields.map((field) => (typeof value[field] === "string" ? (value[field] as string) : "")))
        .superRefine((ranked, ctx) => {
          const distinct = new Set(ranked.filter((item) => allowed.has(item)));
          if (distinct.size !== question.ranks) ctx.addIssue({ code: "custom", path: ["answer"], message: M.ranking(question.ranks) });
        })
        .transform((ranked): SurveyAnswers => ({ [key]: ranked }));
    }
    case "energy": {
      const share = z
        .string({ error: M.energyRange })
        .trim()
        .regex(/^\d{1,3}$/, M.energyRange)
        .transform(Number)
        .refine((percent) => percent <= 100, M.energyRange);
      return z
        .object({ morning: share, afternoon: share, evening: share })
        .superRefine((value, ctx) => {
          if (value.morning + value.afternoon + value.evening !== 100) ctx.addIssue({ code: "custom", path: ["answer"], message: M.energySum });
        })
        .transform((value): SurveyAnswers => ({ [key]: [value.morning, value.afternoon, value.evening] }));
    }
    case "dates":
      return z
        .object({ start: isoDate.optional(), end: isoDate.optional(), undecided: z.boolean().optional() })
        .superRefine((value, ctx) => {
          if (value.undecided) return;
          if (!value.start || !value.end) ctx.addIssue({ code: "custom", path: ["answer"], message: M.datesRequired });
          else if (value.start < today) ctx.addIssue({ code: "custom", path: ["answer"], message: M.datesPast });
          else if (value.end < value.start) ctx.addIssue({ code: "custom", path: ["answer"], message: M.datesOrder });
          else if (Date.parse(value.end) - Date.parse(value.start) > 30 * 86_400_000) ctx.addIssue({ code: "custom", path: ["answer"], message: M.datesTooLong });
        })
        .transform((value): SurveyAnswers =>
          value.undecided
            ? { travelDates: null, dateUndecided: true }
            : { travelDates: { start: value.start!, end: value.end! }, dateUndecided: false },
        );
    case "district":
      return z
        .object({ province: z.string().optional(), city: z.string().optional() })
        .transform((value, ctx): SurveyAnswers => {
          const district = findDistrict(value.province ?? "", value.city ?? "");
          if (!district) {
            ctx.addIssue({ code: "custom", path: ["answer"], message: M.departure });
            return z.NEVER;
          }
          return { [key]: district.fullAddress };
        });
    case "text":
      return z
        .object({ answer: z.string().trim().max(question.maxLength, M.textTooLong(question.maxLength)).optional() })
        .transform((value): SurveyAnswers => ({ [key]: value.answer || null }));
    case "family":
      // The family screen's answer lives in the draft (added and removed member by member).
      return z.object({}).transform((): SurveyAnswers => ({}));
  }
}

/**
 * Reads and checks one screen's answer from its form. The family screen is checked against the
 * members in the draft instead.
 */
export function parseSurveyAnswer(question: SurveyQuestion, formData: FormData, context: { family: FamilyMembers; now?: Date }) {
  const submission = parseWithZod(formData, { schema: answerSchema(question, koreanToday(context.now)) });
  if (submission.status !== "success") {
    // One message per question: a field's own message (budget, morning…) before the whole answer's.
    const { detail, answer, ...fields } = submission.error ?? {};
    const first = [...Object.values(fields).flat(), ...(answer ?? [])].find(Boolean);
    return { ok: false as const, errors: { answer: first ?? undefined, detail: detail?.[0] ?? undefined } };
  }
  if (question.type === "family") {
    if (listFamilyMembers(context.family).length === 0) return { ok: false as const, errors: { answer: M.family, detail: undefined } };
    return { ok: true as const, answers: { familyMembers: context.family } satisfies SurveyAnswers };
  }
  return { ok: true as const, answers: submission.value };
}

/** The first required question without an answer (1-based), or null when the survey is complete. */
export function firstUnanswered(answers: SurveyAnswers): number | null {
  const index = SURVEY_QUESTIONS.findIndex(
    (question) => question.required && questionKeys(question).some((key) => answers[key] === undefined || (key !== "travelDates" && answers[key] === null)),
  );
  return index === -1 ? null : index + 1;
}

export type SubmitResult = { ok: true } | { ok: false; reason: "missing"; step: number } | { ok: false; reason: "closed" };

/** Submits the draft: the answers are frozen and the order moves to survey_complete, together or not at all. */
export async function submitSurvey(orderId: string, userId: string, now = new Date()): Promise<SubmitResult> {
  const access = await surveyAccess(orderId, userId);
  if (access.state === "submitted") return { ok: true };
  if (access.state !== "open") return { ok: false, reason: "closed" };
  const answers = access.survey?.answers ?? {};
  const missing = firstUnanswered(answers);
  if (missing !== null) return { ok: false, reason: "missing", step: missing };
  const moved = await db()
    .transaction()
    .execute(async (trx) => {
      const timestamp = now.toISOString();
      const frozen = await trx
        .updateTable("surveys")
        .set({ status: "submitted", submitted_at: timestamp, updated_at: timestamp, last_step: SURVEY_TOTAL + 1 })
        .where("order_id", "=", orderId)
        .where("user_id", "=", userId)
        .where("status", "=", "draft")
        .executeTakeFirst();
      if (Number(frozen.numUpdatedRows) === 0) return false;
      const { from, to } = CUSTOMER_TRANSITIONS.submitSurvey;
      const ok = await moveOrderStatus(trx, { orderId, userId, from: from[0], to, now });
      if (!ok) throw new SurveyClosed();
      return true;
    })
    .catch((error) => {
      if (error instanceof SurveyClosed) return false;
      throw error;
    });
  return moved ? { ok: true } : { ok: false, reason: "closed" };
}

class SurveyClosed extends Error {}

/** The last day of each submitted survey's trip, by order (the dashboard's travelEndDate). */
export async function travelEndDates(userId: string): Promise<Map<string, string>> {
  const rows = await db().selectFrom("surveys").select(["order_id", "answers"]).where("user_id", "=", userId).where("status", "=", "submitted").execute();
  const ends = new Map<string, string>();
  for (const row of rows) {
    const dates = fromJson<SurveyAnswers>(row.answers, {}).travelDates as { end?: unknown } | null | undefined;
    if (dates && typeof dates.end === "string") ends.set(row.order_id, dates.end);
  }
  return ends;
}

// ---- The back office's reading (spec 3: surveyData as sections of question and answer) -------------

function optionLabel(options: SurveyOption[], value: unknown): string {
  return options.find((option) => option.value === value)?.label ?? String(value);
}

function withDetail(text: string, answer: SelectedWithInput<unknown>): string {
  return answer.inputs?.detail ? `${text} (${answer.inputs.detail})` : text;
}

/** One answer as a Korean sentence fragment for staff. */
export function describeAnswer(question: SurveyQuestion, answers: SurveyAnswers): string {
  const value = answers[question.key];
  if (question.type === "dates") {
    const dates = answers.travelDates as { start: string; end: string } | null | undefined;
    return answers.dateUndecided || !dates ? "미정" : `${dates.start} ~ ${dates.end}`;
  }
  if (value === null || value === undefined) return "응답 없음";
  switch (question.type) {
    case "select": {
      if (typeof value === "object") return withDetail(optionLabel(question.options, (value as SelectedWithInput).selected), value as SelectedWithInput);
      return optionLabel(question.options, value);
    }
    case "checkbox": {
      const answer = Array.isArray(value) ? { selected: value } : (value as SelectedWithInput<string[]>);
      return withDetail(answer.selected.map((item) => optionLabel(question.options, item)).join(", "), answer);
    }
    case "ranking":
      return (value as string[]).map((item, index) => `${index + 1}순위 ${optionLabel(question.options, item)}`).join(", ");
    case "energy": {
      const [morning, afternoon, evening] = value as number[];
      return `아침 ${morning}% · 오후 ${afternoon}% · 저녁 ${evening}%`;
    }
    case "budget":
      return `${Number(value)}만 원`;
    case "family":
      return listFamilyMembers(parseFamilyMembers(value))
        .map((entry) => describeFamilyMember(entry.type as FamilyType, entry.member))
        .join(", ");
    default:
      return String(value);
  }
}

export function describeSurvey(answers: SurveyAnswers): { section: string; questions: { question: string; answer: string }[] }[] {
  return ([1, 2, 3, 4, 5] as const).map((part) => ({
    section: `Part ${part}. ${SURVEY_PARTS[part]}`,
    questions: SURVEY_QUESTIONS.filter((question) => question.part === part).map((question) => ({
      question: question.title,
      answer: describeAnswer(question, answers),
    })),
  }));
}
