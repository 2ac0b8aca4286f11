// The KakaoTalk share button's code, fetched when the button is pressed (the plan page imports it on
// demand; the share page, which loads no app script, imports it from a few inline lines). Plain DOM,
// no React, so the share page can use it alone. What to send and the words to show come from the
// button's form (data-share, data-kakao, data-copied, data-copy-by-hand, data-link), written by the
// server. In order: KakaoTalk through Kakao's SDK when a key is configured and this document's policy
// allows it; the phone's share sheet (Web Share); the clipboard; else the address is selected for the
// family to copy. docs/decisions/0074-share-to-kakaotalk.md
import { type KakaoSdk, type ShareCard, sharesToKakao } from "~/vocabulary/kakao-share";

interface KakaoGlobal {
  isInitialized(): boolean;
  init(key: string): void;
  Share: { sendDefault(settings: Record<string, unknown>): unknown };
}

function kakaoGlobal(): KakaoGlobal | null {
  const kakao = (window as unknown as { Kakao?: KakaoGlobal }).Kakao;
  return kakao?.Share ? kakao : null;
}

let loading: Promise<KakaoGlobal | null> | null = null;
/** Kakao's SDK, loaded once, only with its integrity hash; null when it cannot load (offline, blocked). */
function loadKakao(sdk: KakaoSdk): Promise<KakaoGlobal | null> {
  if (kakaoGlobal()) return Promise.resolve(kakaoGlobal());
  loading ??= new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = sdk.src;
    script.integrity = sdk.integrity;
    script.crossOrigin = "anonymous";
    script.async = true;
    script.onload = () => resolve(kakaoGlobal());
    script.onerror = () => {
      loading = null;
      script.remove();
      resolve(null);
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Whether this document was loaded on a page whose policy lets the SDK reach Kakao: a page reached in
 * the app keeps the policy of the page first loaded (server/security.ts pageSources).
 */
function documentAllowsKakao(): boolean {
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  return sharesToKakao(new URL(entry?.name ?? window.location.href).pathname);
}

async function sendWithKakao(sdk: KakaoSdk, card: ShareCard): Promise<boolean> {
  const kakao = await loadKakao(sdk);
  if (!kakao) return false;
  try {
    if (!kakao.isInitialized()) kakao.init(sdk.key);
    const link = { mobileWebUrl: card.url, webUrl: card.url };
    kakao.Share.sendDefault({
      objectType: "feed",
      content: { title: card.title, description: card.description, ...(card.imageUrl ? { imageUrl: card.imageUrl } : {}), link },
      buttons: [{ title: card.button, link }],
    });
    return true;
  } catch (error) {
    console.error("KakaoTalk share failed", error);
    return false;
  }
}

type Outcome = "sent" | "cancelled" | "copied" | "by-hand";

async function shareElsewhere(card: ShareCard): Promise<Outcome> {
  const data = { title: card.title, text: card.description, url: card.url };
  if (typeof navigator.share === "function" && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return "sent";
    } catch (error) {
      // Closing the sheet is the family's choice; anything else falls through to copying.
      if ((error as Error).name === "AbortError") return "cancelled";
    }
  }
  try {
    await navigator.clipboard.writeText(card.url);
    return "copied";
  } catch {
    return "by-hand";
  }
}

function parsed<T>(json: string | undefined): T | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as T;
  } catch {
    return null;
  }
}

/** Shares what the form describes and says how in its status line. */
export async function shareFromForm(form: HTMLFormElement): Promise<void> {
  const card = parsed<ShareCard>(form.dataset.share);
  if (!card) return;
  const status = form.querySelector<HTMLElement>("[data-share-status]");
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  say("");
  const sdk = parsed<KakaoSdk>(form.dataset.kakao);
  if (sdk && documentAllowsKakao() && (await sendWithKakao(sdk, card))) return;
  const outcome = await shareElsewhere(card);
  if (outcome === "copied") say(form.dataset.copied ?? "");
  if (outcome === "by-hand") {
    say(form.dataset.copyByHand ?? "");
    const input = form.dataset.link ? document.getElementById(form.dataset.link) : null;
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
  }
}
