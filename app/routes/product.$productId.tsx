import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { BackLink } from "~/components/BackLink";
import { ErrorList } from "~/components/form/ErrorList";
import { fieldValue, formReply, inputProps } from "~/components/form/reply";
import { RegionCombobox } from "~/components/RegionCombobox";
import { purchaseSchema } from "~/forms/purchase.server";
import { regionFormStep } from "~/forms/region.server";
import { replyInvalid, replyValues } from "~/forms/submission.server";
import { backHref, formText, readForm } from "~/http/request.server";
import { requireUser } from "~/http/session.server";
import { PURCHASE_MESSAGES } from "~/messages/purchase";
import {
  DAY_TRIP_LIST_PRICE,
  DEFAULT_SIGNATURE_REGION,
  DURATION_LABELS,
  PRICES,
  parseProductChoice,
  productPath,
  type TripDuration,
  travelProduct,
} from "~/models/catalogue.server";
import type { RegionSuggestion } from "~/models/regions.server";
import { createTravelOrder } from "~/models/travel-orders.server";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/payment.css";
import { formatKrw } from "~/utils/format";
import { useHydrated } from "~/utils/hydration";

export const handle: PageHandle = { page: { member: false } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "여행 플랜 구매 - 패밀리트립" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (params.productId !== "default") throw new Response("Not Found", { status: 404 });
  const query = new URL(request.url).searchParams;
  // The choice comes back in the address after the sign-in detour and from the payment pages.
  const { productType, tripDuration, region } = parseProductChoice((name) => query.get(name));
  return {
    productType,
    tripDuration,
    region,
    // A list rather than an object keyed by duration: keys equal to earlier values confuse the
    // single-fetch stream's deduplication on hydration.
    offers: (["day", "overnight"] as const).map((value) => ({ value, label: DURATION_LABELS[value], price: PRICES[value] })),
    dayListPrice: DAY_TRIP_LIST_PRICE,
    signatureRegion: DEFAULT_SIGNATURE_REGION.name,
    backHref: backHref(request),
  };
}

/** Beside the reply: the district picked (only a real one), and a search's results without JavaScript. */
type PurchaseExtras = { region: RegionSuggestion | null; suggestions?: RegionSuggestion[] };

export async function action({ request, params }: ActionFunctionArgs) {
  if (params.productId !== "default") throw new Response("Not Found", { status: 404 });
  const formData = await readForm(request);
  const intent = formText(formData, "intent") || "start";
  const regionQuery = formText(formData, "regionQuery");
  const tripDuration = formText(formData, "tripDuration");

  // Without JavaScript, searching and picking a district are round trips that write nothing; the
  // district picked (only a real one) travels beside the reply.
  const step = regionFormStep(intent, regionQuery);
  if (step && "suggestions" in step)
    return replyValues<PurchaseExtras>({ regionQuery, tripDuration }, { region: null, suggestions: step.suggestions });
  if (step) {
    const region: RegionSuggestion | null = step.picked && {
      province: step.picked.province,
      city: step.picked.city,
      fullAddress: step.picked.name,
    };
    return replyValues<PurchaseExtras>({ regionQuery: region?.fullAddress ?? regionQuery, tripDuration }, { region });
  }

  const choice = parseProductChoice((name) => formText(formData, name) || null);
  // Signing in (or finishing sign-up) comes back to this screen with the same choice.
  const user = await requireUser(request, { reason: "purchase", redirectTo: productPath(choice) });
  const { region } = choice;
  const submission = parseWithZod(formData, { schema: purchaseSchema });
  if (submission.status !== "success") return replyInvalid<PurchaseExtras>(submission.reply(), { region });
  // The browser says what was chosen; the catalogue says what it is and what it costs.
  const product = travelProduct(submission.value);
  if (!product)
    return replyInvalid<PurchaseExtras>(submission.reply({ fieldErrors: { regionQuery: [PURCHASE_MESSAGES.regionRequired] } }), {
      region,
    });

  const order = await createTravelOrder(user.id, product);
  const checkout = new URLSearchParams({
    orderId: order.id,
    orderName: order.orderName,
    amount: String(order.amount),
    customerKey: user.id,
    customerName: user.name || "고객님",
    ...(user.email ? { customerEmail: user.email } : {}),
    ...(user.phone ? { customerMobilePhone: user.phone } : {}),
  });
  return redirect(`/payment/checkout?${checkout}`);
}

const ERROR_ID = "purchase-error";

const INCLUDED = [
  "3분 스마트 설문으로 우리 가족 맞춤 분석",
  "카카오톡 상담 후 15분 전문가 전화 상담",
  "일정·챕터·아이 미션이 담긴 여행 동화책",
  "숙소·체험 예약 정보와 비 오는 날 대안 코스",
  "결제 후 24시간 이내 100% 환불",
];

export default function ProductPurchase() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const custom = loaderData.productType === "custom";
  // The district picked last: after a reply (a round trip without script, a refusal), else the one in the address.
  const initialRegion = actionData ? actionData.region : loaderData.region;
  // Both fields' messages go to the form's one line above the price bar.
  const form = formReply(actionData?.result, {
    id: "purchase",
    defaultValue: { regionQuery: initialRegion?.fullAddress ?? "", tripDuration: loaderData.tripDuration ?? "" },
  });
  const regionField = form.field("regionQuery", { id: "product-region", errorId: ERROR_ID });
  const durationField = form.field("tripDuration", { errorId: ERROR_ID });
  const errors = form.errors("", "tripDuration", "regionQuery");
  const offer = (value: string | null) => loaderData.offers.find((o) => o.value === value);
  const [duration, setDuration] = useState<TripDuration | null>(offer(fieldValue(durationField))?.value ?? null);
  const [region, setRegion] = useState(initialRegion);
  const hasRegion = Boolean(region);
  const starting = navigation.state !== "idle" && navigation.formData?.get("intent") === "start";
  const regionName = custom ? region?.city || region?.province || null : loaderData.signatureRegion;
  const price = offer(duration)?.price ?? null;
  const ready = Boolean(duration) && (!custom || hasRegion);
  // Each radio is named by its label around it; the id stays with no one (two inputs, one field).
  const durationRadio = (value: string) => {
    const { id: _id, ...props } = inputProps(durationField, { type: "radio", value });
    return props;
  };

  return (
    <div className="page product">
      <BackLink href={loaderData.backHref} />
      <p className="eyebrow">{custom ? "맞춤 여행" : "시그니처 여행"}</p>
      <h1 className="page__title">
        {regionName ? `${regionName}에서 보내는` : "원하는 곳에서 보내는"}
        <br />
        우리 가족만의 여행 {duration ? `(${offer(duration)?.label})` : ""}
      </h1>

      <ul className="card-grid">
        <li className="card">
          <h2 className="card__title">🤖 AI 여행 분석</h2>
          <p className="card__text">아이 나이와 생활 리듬, 가족 취향을 분석해 무리 없는 동선을 짜요.</p>
        </li>
        <li className="card">
          <h2 className="card__title">🧭 전문가의 손길</h2>
          <p className="card__text">아이와 여행해 본 부모 전문가가 1:1 상담으로 마지막까지 다듬어요.</p>
        </li>
      </ul>

      <img
        className="product__sample"
        src="/images/sample-plan.svg"
        width={360}
        height={220}
        alt="여행 동화책 플랜 예시: 1일차 일정과 아이 미션"
      />

      <Form method="post" className="form product__form" id="purchase-form" noValidate>
        <input type="hidden" name="productType" value={loaderData.productType} />
        {custom ? (
          <div>
            <RegionCombobox
              key={initialRegion?.fullAddress ?? "none"}
              id={regionField.id}
              name={regionField.name}
              label="여행할 지역"
              defaultValue={fieldValue(regionField)}
              defaultProvince={initialRegion?.province ?? ""}
              defaultCity={initialRegion?.city ?? ""}
              invalid={regionField.errors !== undefined}
              errorId={regionField.errorId}
              hydrated={hydrated}
              serverSuggestions={actionData?.suggestions}
              onPickedChange={setRegion}
            />
            {!hasRegion && errors.length === 0 ? <p className="hint">{PURCHASE_MESSAGES.regionRequired}</p> : null}
          </div>
        ) : null}

        <fieldset className="duration-options">
          <legend>여행 기간</legend>
          {loaderData.offers.map(({ value, label, price }) => (
            <label key={value} className="duration-option">
              <input {...durationRadio(value)} onChange={() => setDuration(value)} />
              <span className="duration-option__label">{label}</span>
              <span className="price">{formatKrw(price)}</span>
            </label>
          ))}
        </fieldset>

        <section aria-labelledby="included-title">
          <h2 id="included-title" className="card__title">
            포함된 내용
          </h2>
          <ul className="checklist">
            {INCLUDED.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        <ErrorList id={ERROR_ID} errors={errors} live />

        <div className="bottom-bar">
          <div className="bottom-bar__price">
            {duration === "day" ? (
              <>
                <del>
                  <span className="visually-hidden">정가 </span>
                  {formatKrw(loaderData.dayListPrice)}
                </del>
                <strong>{formatKrw(offer("day")?.price ?? 0)}</strong>
                <span className="price__tag">오픈 특가 · 선착순 100명</span>
              </>
            ) : price ? (
              <strong>{formatKrw(price)}</strong>
            ) : (
              <span className="hint">기간을 선택해주세요</span>
            )}
          </div>
          <button type="submit" name="intent" value="start" className="button button--primary" disabled={starting || (hydrated && !ready)}>
            {starting ? "주문 준비 중..." : "여행 설계 시작하기"}
          </button>
        </div>
      </Form>
    </div>
  );
}
