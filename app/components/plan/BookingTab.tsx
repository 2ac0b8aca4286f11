// The plan's booking tab (docs/product.md): the summary, the products by category
// with their image and price and the 담기/담김 toggle, reserved items with their refund while it is
// allowed, and the sticky cart with its total and pay button. Every button is a plain form; with
// JavaScript the toggle goes through a fetcher and the tab stays where it is (decision 52).
import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Summary } from "~/components/Summary";
import { BOOKING_MESSAGES as M } from "~/messages/bookings";
import type { BookingProduct, BookingsView } from "~/models/bookings/cart.server";
import { formatKrw } from "~/utils/format";
import { useTargetHighlight } from "./useTargetHighlight";

const IMAGE_SIZES = "(min-width: 640px) 160px, 96px";

/**
 * `paying` comes from the page's navigation (its pay post on the way). The tab takes no router hook of
 * its own: a hook that react-router defines (useNavigation, useLocation…), imported by a file loaded on
 * demand, reorders the shared runtime file and costs every page 0.7 KiB gzip (decision 28, later).
 */
export function BookingTab({
  bookings,
  planId,
  paying,
}: {
  bookings: BookingsView & { canBook: boolean };
  planId: string;
  paying: boolean;
}) {
  const here = `/travel/plan/${encodeURIComponent(planId)}?tab=bookings`;
  const { summary, cart, categories, canBook } = bookings;
  // Reached from the storyboard's '예약하러 가기' in place: scroll to the product and highlight it.
  useTargetHighlight();
  return (
    <>
      <Summary
        className="plan-summary"
        rows={[
          { label: M.summaryItems, value: summary.totalItems },
          { label: M.summaryReserved, value: summary.reservedItems },
          { label: M.summaryTotal, value: formatKrw(summary.totalPrice) },
        ]}
      />
      {categories.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{M.noProducts}</p>
          <p className="hint">{M.noProductsHint}</p>
        </div>
      ) : (
        categories.map((group) => (
          <section key={group.category} className="booking-group" aria-label={group.category}>
            <h2 className="plan-panel__title">{group.category}</h2>
            <ul className="booking-list">
              {group.products.map((product) => (
                <ProductCard key={product.id} product={product} here={here} canBook={canBook} />
              ))}
            </ul>
          </section>
        ))
      )}
      {canBook && categories.length > 0 ? (
        <section className="booking-cart" id="cart" aria-labelledby="cart-title">
          <h2 id="cart-title" className="booking-cart__title">
            {M.cartTitle} <span className="booking-cart__count">{M.cartCount(cart.count)}</span>
          </h2>
          <p className="booking-cart__total">
            <strong>{formatKrw(cart.total)}</strong>
          </p>
          {cart.repriced ? (
            <p className="booking-cart__notice" role="status">
              {M.repricedNotice}
            </p>
          ) : null}
          <Form method="post" action={here} className="booking-cart__pay">
            <input type="hidden" name="intent" value="cart-pay" />
            <button
              type="submit"
              className="button button--primary button--block"
              disabled={cart.count === 0 || paying}
              aria-describedby={cart.count === 0 ? "cart-empty" : undefined}
            >
              {paying ? M.paying : M.pay}
            </button>
          </Form>
          {cart.count === 0 ? (
            <p id="cart-empty" className="hint">
              {M.cartEmpty}
            </p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

function ProductCard({ product, here, canBook }: { product: BookingProduct; here: string; canBook: boolean }) {
  const fetcher = useFetcher<{ ok: boolean; message: string | null }>();
  // While the toggle is on its way, the card shows what it will be.
  const pending = fetcher.formData?.get("intent");
  const inCart = pending ? pending === "cart-add" : product.inCart;
  const refused = fetcher.state === "idle" ? fetcher.data?.message : null;
  // Only the script's fetcher asks for data; a plain form (no JavaScript) gets the redirect back.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const nameId = `product-${product.id}-name`;
  return (
    <li id={`product-${product.id}`} className={product.reserved ? "booking-card is-reserved" : "booking-card"}>
      {product.images ? (
        <picture className="booking-card__image">
          <source type="image/webp" srcSet={product.images.main.webpSrcSet} sizes={IMAGE_SIZES} />
          <img
            src={product.images.thumbnail}
            srcSet={product.images.main.jpegSrcSet}
            sizes={IMAGE_SIZES}
            width={product.images.main.width || undefined}
            height={product.images.main.height || undefined}
            alt=""
            loading="lazy"
            decoding="async"
          />
        </picture>
      ) : null}
      <div className="booking-card__body">
        <h3 id={nameId} className="booking-card__name">
          {product.name}
        </h3>
        {product.locationName ? <p className="booking-card__place">{product.locationName}</p> : null}
        <p className="booking-card__description">{product.description}</p>
        <p className="booking-card__price">
          <strong>{formatKrw(product.price)}</strong>
          {product.priceBefore !== null ? (
            <span className="booking-card__before"> ({M.priceBefore(formatKrw(product.priceBefore))})</span>
          ) : null}
        </p>
        {product.reserved ? (
          <>
            <p className="pill pill--done">✓ {M.reserved}</p>
            {canBook && product.reserved.refundable ? (
              // Opened first, as the trip's own refund is: it cancels the whole payment, which it says.
              <details className="refund">
                <summary>{M.refund}</summary>
                <Form method="post" action={`/orders/${encodeURIComponent(product.reserved.orderId)}/refund`}>
                  <input type="hidden" name="redirectTo" value={here} />
                  <p>{M.refundWhole(product.reserved.orderItems, formatKrw(product.reserved.orderAmount))}</p>
                  <button type="submit" className="button button--ghost button--block">
                    {M.refundConfirm}
                  </button>
                  <p className="hint">{M.refundHint}</p>
                </Form>
              </details>
            ) : null}
          </>
        ) : canBook ? (
          <fetcher.Form method="post" action={here}>
            <input type="hidden" name="intent" value={inCart ? "cart-remove" : "cart-add"} />
            <input type="hidden" name="productId" value={product.id} />
            <input type="hidden" name="reply" value="data" disabled={!scripted} />
            <ToggleButton inCart={inCart} describedBy={nameId} />
          </fetcher.Form>
        ) : null}
        {refused ? (
          <p className="field__error" role="alert">
            {refused}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function ToggleButton({ inCart, describedBy }: { inCart: boolean; describedBy: string }) {
  return (
    <button
      type="submit"
      className={inCart ? "button button--primary booking-toggle" : "button button--outline booking-toggle"}
      aria-pressed={inCart}
      aria-describedby={describedBy}
    >
      {inCart ? M.added : M.add}
    </button>
  );
}
