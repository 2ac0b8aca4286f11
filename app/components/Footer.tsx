import { Link } from "@remix-run/react";
import type { PublicConfig } from "~/config.server";

export function Footer({ site }: { site: PublicConfig }) {
  return (
    <footer className="site-footer">
      <nav className="site-footer__links" aria-label="회사 정보">
        <Link to="/about">회사 소개</Link>
        <Link to="/terms">이용약관</Link>
        <Link to="/privacy">
          <strong>개인정보처리방침</strong>
        </Link>
        <Link to="/admin/login">관리자</Link>
      </nav>
      <section className="site-footer__support" aria-label="고객센터">
        <h2>고객센터</h2>
        <p>
          <a href={`tel:${site.supportPhone.replace(/[^0-9+]/g, "")}`}>{site.supportPhone}</a>
          <span aria-hidden="true"> · </span>
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
        </p>
        <p>평일 09:00-18:00 (주말 및 공휴일 휴무)</p>
      </section>
      <section className="site-footer__company" aria-label="사업자 정보">
        <p>
          {site.company.name} · 대표 {site.company.ceo}
        </p>
        <p>
          사업자등록번호 {site.company.registration} · 통신판매업신고 {site.company.mailOrder}
        </p>
        <p>{site.company.address}</p>
        <p className="site-footer__notice">
          {site.company.name}는 통신판매중개자로서 여행 상품의 거래 당사자가 아닙니다. 상품의 예약, 이용 및 환불 등과 관련한 의무와 책임은
          각 판매자에게 있습니다.
        </p>
        <p>© {site.company.name}</p>
      </section>
    </footer>
  );
}
