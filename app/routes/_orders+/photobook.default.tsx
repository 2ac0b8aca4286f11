import type { LinksFunction, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Breadcrumb } from "~/components/activity/Breadcrumb";
import { ErrorList } from "~/components/form/ErrorList";
import { InputField, TextareaField } from "~/components/form/Field";
import { PhoneField } from "~/components/form/PhoneField";
import { type FormResult, formReply } from "~/components/form/reply";
import { documentAllowsPostcode, PostcodeSearch, usePostcodeSearch } from "~/components/photobook/PostcodeSearch";
import { refundPromise } from "~/messages/refunds";
import type { PageHandle } from "~/page-rules";
import activityStyles from "~/styles/activity.css";
import styles from "~/styles/payment.css";
import landingStyles from "~/styles/photobook-landing.css";
import type { action, loader } from "./photobook.default.server";

export { action, loader } from "./photobook.default.server";

// Login required, with the photobook's reason on the login screen; the footer shows.
export const handle: PageHandle = { page: { member: "photobook" } };

// The bottom bar's styles are the product page's (payment.css), the breadcrumb's my activity's; the landing's own beside them.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: activityStyles },
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: landingStyles },
];

export const meta: MetaFunction = () => [{ title: "프리미엄 가족 포토북 - 패밀리트립" }];

// Opening or closing the dialog changes only `step`: nothing to load again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const without = (url: URL) => {
    const query = new URLSearchParams(url.search);
    query.delete("step");
    return query.toString();
  };
  return without(currentUrl) === without(nextUrl) ? false : defaultShouldRevalidate;
};

const ERROR_ID = "shipping-error";
const FIELDS = ["recipientName", "recipientPhone", "postalCode", "address", "detailAddress", "memo"] as const;

export default function PhotobookLanding() {
  const { price, trip, recipient, copy } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const tripQuery = trip.travelOrderId ? `travelOrderId=${encodeURIComponent(trip.travelOrderId)}` : "";
  const closedHref = `/photobook/default${tripQuery ? `?${tripQuery}` : ""}`;
  const openHref = `/photobook/default?step=shipping${tripQuery ? `&${tripQuery}` : ""}`;
  // A refused submit answers with the form: the dialog stays open with what was typed.
  const dialogOpen = searchParams.get("step") === "shipping" || Boolean(actionData);
  // In-app from a page whose policy does not allow the postcode search: the order button loads this page afresh.
  const [freshLoad, setFreshLoad] = useState(false);
  useEffect(() => setFreshLoad(!documentAllowsPostcode()), []);

  return (
    <div className="page photobook-landing">
      <Breadcrumb above={[{ label: "홈", to: "/" }]} current="포토북" />
      <p className="eyebrow">여행의 추억을 한 권으로</p>
      <h1 className="page__title">
        아이와 함께한 여행,
        <br />
        프리미엄 가족 포토북으로 남겨요
      </h1>
      <p className="page__lead">사진만 올려주세요. 전문가가 우리 가족만의 여행 앨범으로 정성껏 만들어 보내드려요.</p>

      <section className="card photobook-trip" aria-labelledby="photobook-trip-title">
        <h2 id="photobook-trip-title" className="card__title">
          함께한 여행
        </h2>
        <p className="photobook-trip__name">{trip.travelDestination}</p>
      </section>

      <ul className="card-grid">
        {copy.features.map((feature) => (
          <li key={feature.title} className="card">
            <h2 className="card__title">{feature.title}</h2>
            <p className="card__text">{feature.text}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="photobook-steps-title">
        <h2 id="photobook-steps-title" className="card__title">
          이렇게 만들어져요
        </h2>
        <ol className="steps steps--compact">
          {copy.steps.map((step, index) => (
            <li key={step} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
        <p className="hint">{refundPromise("photobook").spoken}</p>
      </section>

      <div className="bottom-bar">
        <div className="bottom-bar__price">
          <span className="hint">프리미엄 가족 포토북</span>
          <strong>{price}</strong>
        </div>
        <Link to={openHref} className="button button--primary" preventScrollReset reloadDocument={freshLoad}>
          주문하기
        </Link>
      </div>

      {dialogOpen ? (
        <ShippingDialog
          closeHref={closedHref}
          actionHref={openHref}
          travelOrderId={trip.travelOrderId}
          result={actionData?.result}
          recipient={recipient}
          price={price}
        />
      ) : null}
    </div>
  );
}

function ShippingDialog(props: {
  closeHref: string;
  actionHref: string;
  travelOrderId: string | null;
  result: FormResult | undefined;
  price: string;
  recipient: { recipientName: string; recipientPhone: string };
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const paying = navigation.state !== "idle" && navigation.formMethod === "POST";
  const search = usePostcodeSearch();
  const form = formReply(props.result, { id: "shipping", defaultValue: props.recipient });
  const field = (name: (typeof FIELDS)[number]) => form.field(name, { errorId: ERROR_ID });
  const errors = form.errors("", ...FIELDS);
  const picked = useCallback((value: { postalCode: string; address: string }) => {
    const input = (name: string) => document.getElementById(`shipping-${name}`) as HTMLInputElement | null;
    input("postalCode")!.value = value.postalCode;
    input("address")!.value = value.address;
    input("detailAddress")?.focus();
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(":modal")) return;
    // Rendered `open` by the server (a sheet over the page); a modal once the script runs.
    dialog.close();
    dialog.showModal();
  }, []);

  // With the search, the postal code and address come from it only; typed otherwise.
  const searched = search === true;
  return (
    <dialog
      ref={ref}
      open
      className="shipping-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        navigate(props.closeHref, { preventScrollReset: true, replace: true });
      }}
    >
      <header className="shipping-dialog__header">
        <h2 id={titleId}>배송지 입력</h2>
        <Link to={props.closeHref} preventScrollReset replace className="shipping-dialog__close" aria-label="닫기">
          ×
        </Link>
      </header>
      <Form method="post" action={props.actionHref} className="form" noValidate>
        {props.travelOrderId ? <input type="hidden" name="travelOrderId" value={props.travelOrderId} /> : null}
        <ErrorList id={ERROR_ID} errors={errors} live />
        <InputField field={field("recipientName")} label="받는 분 성함" showError={false} autoComplete="name" maxLength={50} required />
        <PhoneField field={field("recipientPhone")} label="연락처" showError={false} required />
        <div className="postcode">
          <InputField
            field={field("postalCode")}
            label="우편번호"
            showError={false}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            readOnly={searched}
            hint={searched ? "주소 검색으로 입력돼요" : "5자리 숫자"}
            required
          />
          {searched ? <PostcodeSearch onPicked={picked} /> : null}
        </div>
        <InputField
          field={field("address")}
          label="주소"
          showError={false}
          autoComplete="street-address"
          maxLength={200}
          readOnly={searched}
          required
        />
        <InputField
          field={field("detailAddress")}
          label="상세 주소 (선택)"
          showError={false}
          autoComplete="address-line2"
          maxLength={100}
        />
        <TextareaField field={field("memo")} label="배송 메모 (선택)" showError={false} rows={2} maxLength={200} />
        <p className="hint">
          결제 금액 <strong>{props.price}</strong>은 다음 화면에서 토스페이먼츠로 결제해요.
        </p>
        <button type="submit" className="button button--primary button--block button--large" disabled={paying}>
          {paying ? "결제창을 여는 중..." : "결제하기"}
        </button>
      </Form>
    </dialog>
  );
}
