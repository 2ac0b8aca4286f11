import { Form } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "~/utils/hydration";
import { LandingSection } from "./Sections";

export type ProductType = "signature" | "custom";
export type TripDuration = "day" | "overnight";
export interface TripChoice {
  productType: ProductType;
  tripDuration: TripDuration;
}

/** The catalogue's prices as the page shows them ('9,900원'), formatted by the landing page's loader. */
export interface TripPrices {
  day: string;
  overnight: string;
  /** The day trip's list price, shown struck through beside its opening offer. */
  dayList: string;
}

export function productUrl(choice: TripChoice): string {
  return `/product/default?productType=${choice.productType}&tripDuration=${choice.tripDuration}`;
}

const DURATIONS: { value: TripDuration; label: string }[] = [
  { value: "day", label: "당일치기" },
  { value: "overnight", label: "1박 2일" },
];

/** What a trip card says about its product. */
interface TripProduct {
  productType: ProductType;
  title: string;
  subtitle: string;
  description: string;
  note?: string;
  /** The day trip shows its list price struck through beside the opening offer. */
  openingOffer?: boolean;
}

/** The two products, in the order the page shows them. */
const PRODUCTS: TripProduct[] = [
  {
    productType: "signature",
    title: "시그니처 여행",
    subtitle: "공주 · 여수",
    description: "전문가가 미리 설계한 검증된 코스에 우리 가족 취향을 더해요.",
    note: "현재 공주 코스가 열려 있어요. 여수는 곧 만나요!",
    openingOffer: true,
  },
  {
    productType: "custom",
    title: "맞춤 여행",
    subtitle: "원하는 지역 어디든",
    description: "가고 싶은 지역을 고르면 우리 가족에게 꼭 맞는 일정을 처음부터 만들어 드려요.",
  },
];

/**
 * Two GET forms to the product screen, one per product type. Without JavaScript each works on its
 * own (a duration is required); with it, one choice is kept across both, the start buttons wait
 * for it, and the page's other start links lead to it (`onChoose` is told its address).
 */
export function TripSelection({ onChoose, prices }: { onChoose: (href: string) => void; prices: TripPrices }) {
  const hydrated = useHydrated();
  const [choice, setChoice] = useState<TripChoice | null>(null);
  const choose = (next: TripChoice) => {
    setChoice(next);
    onChoose(productUrl(next));
  };
  return (
    <LandingSection
      id="trip-selection"
      section="trip-selection"
      titleId="trip-selection-title"
      eyebrow="여행 선택"
      title="어떤 여행을 떠나볼까요?"
    >
      {PRODUCTS.map((product) => (
        <TripCard key={product.productType} {...product} choice={choice} onChoose={choose} hydrated={hydrated} prices={prices} />
      ))}
    </LandingSection>
  );
}

function DayTripPrice({ prices }: { prices: TripPrices }) {
  return (
    <span className="price">
      <del>
        <span className="visually-hidden">정가 </span>
        {prices.dayList}
      </del>{" "}
      <strong>{prices.day}</strong>
      <span className="price__tag">오픈 특가 · 선착순 100명</span>
    </span>
  );
}

function TripCard(
  props: TripProduct & {
    choice: TripChoice | null;
    onChoose: (c: TripChoice) => void;
    hydrated: boolean;
    prices: TripPrices;
  },
) {
  const { productType, choice, hydrated } = props;
  const selected = choice?.productType === productType ? choice.tripDuration : null;
  const legendId = `${productType}-duration`;
  return (
    <Form method="get" action="/product/default" className="trip-card" data-product-type={productType}>
      <input type="hidden" name="productType" value={productType} />
      <h3 className="trip-card__title">
        {props.title} <span className="trip-card__subtitle">{props.subtitle}</span>
      </h3>
      <p className="trip-card__text">{props.description}</p>
      {props.note ? <p className="trip-card__note">{props.note}</p> : null}
      <fieldset className="duration-options" aria-describedby={legendId}>
        <legend id={legendId}>여행 기간</legend>
        {DURATIONS.map((duration) => (
          <label key={duration.value} className="duration-option">
            <input
              type="radio"
              name="tripDuration"
              value={duration.value}
              required
              checked={hydrated ? selected === duration.value : undefined}
              onChange={() => props.onChoose({ productType, tripDuration: duration.value })}
            />
            <span className="duration-option__label">{duration.label}</span>
            {duration.value === "day" && props.openingOffer ? (
              <DayTripPrice prices={props.prices} />
            ) : (
              <span className="price">{props.prices[duration.value]}</span>
            )}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary button--block" disabled={hydrated && !selected}>
        {props.title} 시작하기
      </button>
    </Form>
  );
}
