// The Korean words of the plan's booking tab: the cart, paying for it, and what the server refused
// (docs/decisions/0052-bookings-paid-from-the-plan.md).
import { refundPromise } from "./refunds";

export const BOOKING_MESSAGES = {
  noProducts: "예약 가능한 상품이 없어요",
  noProductsHint: "플래너가 예약할 수 있는 상품을 준비하면 여기에 보여요.",
  summaryItems: "전체 상품",
  summaryReserved: "예약 완료",
  summaryTotal: "총 금액",
  add: "담기",
  added: "담김",
  reserved: "예약 완료",
  refund: "예약 취소 (환불)",
  refundWhole: (items: number, amount: string) =>
    items > 1 ? `함께 결제한 상품 ${items}개(${amount})가 모두 취소되고 환불돼요.` : `이 상품(${amount})의 예약이 취소되고 환불돼요.`,
  refundConfirm: "예약 취소하고 환불받기",
  refundHint: refundPromise("booking").spoken,
  cartTitle: "장바구니",
  cartCount: (count: number) => `담은 상품 ${count}개`,
  pay: "결제하기",
  paying: "결제창을 여는 중...",
  cartEmpty: "장바구니가 비어 있어요. 예약할 상품을 먼저 담아주세요.",
  priceBefore: (price: string) => `담을 때 가격 ${price}`,
  repricedNotice: "담은 뒤 가격이 바뀐 상품이 있어요. 바뀐 가격을 확인하고 결제해주세요.",
  repriced: "담은 뒤 가격이 바뀐 상품이 있어요. 바뀐 가격으로 장바구니를 고쳤으니 확인하고 다시 결제해주세요.",
  alreadyReserved: "이미 예약된 상품이에요.",
  notFound: "예약 상품을 찾을 수 없어요.",
  familyOnly: "예약과 결제는 여행을 구매한 가족만 할 수 있어요.",
} as const;
