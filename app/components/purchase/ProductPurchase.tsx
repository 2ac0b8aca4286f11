import { Form } from "@remix-run/react";
import { useState } from "react";
import { BackLink } from "~/components/BackLink";
import { ErrorList } from "~/components/form/ErrorList";
import { type FormActionData, fieldValue, formReply, inputProps } from "~/components/form/reply";
import { RegionCombobox } from "~/components/RegionCombobox";
import type { SectionName } from "~/messages/analytics";
import { PURCHASE_MESSAGES } from "~/messages/purchase";
import { refundPromise } from "~/messages/refunds";
import type { TravelProductType, TripDuration } from "~/models/orders/catalogue.server";
import type { RegionSuggestion } from "~/models/regions/regions.server";
import { useHydrated } from "~/utils/hydration";
import { LCP_IMAGE } from "~/utils/lcp-image";

/** What the product page's loader gives the screen. */
export interface ProductPageData {
  productType: TravelProductType;
  tripDuration: TripDuration | null;
  region: RegionSuggestion | null;
  offers: { value: TripDuration; label: string; price: string }[];
  dayListPrice: string;
  signatureRegion: string;
  backHref: string;
}

/** The action's reply: the district picked (only a real one), and a search's results without JavaScript. */
export type PurchaseActionData = FormActionData<{ region: RegionSuggestion | null; suggestions?: RegionSuggestion[] }>;

const ERROR_ID = "purchase-error";

const INCLUDED = [
  "3분 스마트 설문으로 우리 가족 맞춤 분석",
  "카카오톡 상담 후 15분 전문가 전화 상담",
  "일정·챕터·아이 미션이 담긴 여행 동화책",
  "숙소·체험 예약 정보와 비 오는 날 대안 코스",
  refundPromise("travel").short,
];

/**
 * The product screen: the choice of district and duration, the price and the start button. The server
 * renders it and the browser keeps that markup until the screen is used (the page's Kept): its code,
 * with the district combobox, is fetched then. `starting` comes from the page (code loaded on demand
 * takes no router hook: decision 61).
 */
export function ProductPurchase({
  loaderData,
  actionData,
  starting,
}: {
  loaderData: ProductPageData;
  actionData: PurchaseActionData | undefined;
  starting: boolean;
}) {
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

      <ul className="card-grid" data-section={"features" satisfies SectionName}>
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
        data-section={"sample" satisfies SectionName}
        src="/images/sample-plan.svg"
        width={360}
        height={220}
        alt="여행 동화책 플랜 예시: 1일차 일정과 아이 미션"
        {...LCP_IMAGE}
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

        <fieldset className="duration-options" data-section={"durations" satisfies SectionName}>
          <legend>여행 기간</legend>
          {loaderData.offers.map(({ value, label, price }) => (
            <label key={value} className="duration-option">
              <input {...durationRadio(value)} onChange={() => setDuration(value)} />
              <span className="duration-option__label">{label}</span>
              <span className="price">{price}</span>
            </label>
          ))}
        </fieldset>

        <section aria-labelledby="included-title" data-section={"included" satisfies SectionName}>
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
                  {loaderData.dayListPrice}
                </del>
                <strong>{offer("day")?.price}</strong>
                <span className="price__tag">오픈 특가 · 선착순 100명</span>
              </>
            ) : price ? (
              <strong>{price}</strong>
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
