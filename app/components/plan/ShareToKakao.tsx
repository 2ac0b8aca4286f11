// The plan page's '카카오톡으로 공유' button (decision 74): a form posting to the page. With a link and
// JavaScript the press is handled here and nothing is posted: the code is fetched then (share-sheet.ts)
// and reads what to send from the form's data attributes, which the loader made (shareFormData).
// Without a link the post makes one (and says to press again or copy it); without JavaScript the post
// answers that the address is right below. The share page draws its own form (it loads no app script).
import { Form } from "@remix-run/react";
import { SHARE_KAKAO_MESSAGES as M } from "~/messages/plan";

export function PlanShareButton({ action, intent, data }: { action: string; intent: string; data: Record<string, string> }) {
  return (
    <Form
      method="post"
      action={action}
      className="share-kakao"
      {...data}
      onSubmit={(event) => {
        if (!data["data-share"]) return;
        event.preventDefault();
        const form = event.currentTarget;
        void import("./share-sheet").then((code) => code.shareFromForm(form));
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className="button button--kakao button--block">
        {M.button}
      </button>
      <p role="status" className="share-kakao__status" data-share-status="" />
    </Form>
  );
}
