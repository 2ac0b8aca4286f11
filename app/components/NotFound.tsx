import { Link } from "@remix-run/react";
import { BackLink } from "./BackLink";

export function NotFound({ backHref = "/" }: { backHref?: string }) {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">길을 잃으셨나요?</h1>
      <p>찾으시는 페이지가 없거나 주소가 바뀌었어요. 아래에서 원하는 곳으로 이동해 보세요.</p>
      <div className="not-found__actions">
        <Link to="/" className="button button--primary button--block">
          홈으로 가기
        </Link>
        <BackLink href={backHref} label="이전 페이지" className="button button--outline button--block" />
        <Link to="/explore" className="button button--ghost button--block">
          여행 둘러보기
        </Link>
      </div>
      <nav className="not-found__links" aria-label="도움이 되는 페이지">
        <Link to="/about">서비스 소개</Link>
        <Link to="/faq">자주 묻는 질문</Link>
        <Link to="/explore">여행 후기</Link>
      </nav>
    </section>
  );
}

/** Any other error: never a stack trace (the server log has it); a refused request's own message, if it has one. */
export function ErrorScreen({ status, message }: { status: number; message?: string }) {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{status < 500 ? "요청을 처리할 수 없어요" : "잠시 문제가 생겼어요"}</h1>
      <p>
        {status >= 500
          ? "일시적인 오류로 페이지를 보여드릴 수 없어요. 잠시 후 다시 시도해 주세요."
          : (message ?? "요청을 처리할 수 없어요. 주소를 확인하고 다시 시도해 주세요.")}
      </p>
      <div className="not-found__actions">
        <Link to="/" className="button button--primary button--block" reloadDocument>
          홈으로 가기
        </Link>
      </div>
    </section>
  );
}
