// Text messages to customers: one interface, two adapters (docs/decisions/0027-notifier.md, 0072).
// - the outbox (the embedded default): nothing leaves the server; the message stays in
//   outbox_messages, where staff read it on the development outbox page;
// - an SMS provider over HTTP, configured by SMS_API_URL, SMS_API_KEY and SMS_SENDER. Its request is
//   NHN Cloud's SMS API v3.0 (https://docs.nhncloud.com/ko/Notification/SMS/ko/api-guide/): a JSON
//   POST to `…/sms/v3.0/appKeys/{appKey}/sender/sms` with the secret key in `X-Secret-Key`; a text
//   longer than one SMS (90 bytes) goes to `…/sender/mms` as a long message (LMS) with a title.
// Queueing and delivery (once per event and channel) live in app/models/messaging/ (outbox.server.ts, delivery.server.ts).
import { config } from "~/config.server";
import { SMS_BYTES, smsBytes } from "~/utils/sms";

export interface Notifier {
  /** Which adapter: the outbox keeps messages here, `sms` hands them to the provider. */
  readonly kind: "outbox" | "sms";
  /** Delivers one text; resolves when the provider accepted it, throws NotifierError otherwise. */
  sendText(recipient: string, body: string): Promise<void>;
}

/** A text the provider did not accept, or could not be asked about. Its message never holds the recipient. */
export class NotifierError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /**
     * True only when the provider certainly did not take the message (it could not be reached, or said
     * to come back later): the outbox then tries again. Anything else may have gone out.
     */
    readonly retryable = false,
  ) {
    super(message);
  }
}

/** HTTP answers that mean "not now" without having taken the request. */
const RETRY_LATER = new Set([429, 503]);

/** The title of a long message (LMS): the site's name, as the short ones begin. */
export const LMS_TITLE = "[패밀리트립]";

/** The outbox: accepting a message is all there is to do; the row it came from is what staff read. */
export const outboxNotifier: Notifier = {
  kind: "outbox",
  async sendText() {},
};

export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface SmsSettings {
  apiUrl: string;
  apiKey: string;
  /** Digits of the sending number registered with the provider. */
  sender: string;
}

const TIMEOUT_MS = 10_000;

/** The SMS provider's adapter; tests pass a transport instead of the network. */
export function smsNotifier(settings: SmsSettings, transport: Transport = (url, init) => fetch(url, init)): Notifier {
  return {
    kind: "sms",
    async sendText(recipient, body) {
      if (!settings.apiUrl || !settings.apiKey || !settings.sender) {
        throw new NotifierError("NOT_CONFIGURED", "SMS_API_URL, SMS_API_KEY and SMS_SENDER are needed to send text messages");
      }
      // One SMS holds 90 bytes; a longer text is a long message, at the same API's MMS address.
      const long = smsBytes(body) > SMS_BYTES;
      const url = long ? settings.apiUrl.replace(/\/sender\/sms$/, "/sender/mms") : settings.apiUrl;
      let response: Response;
      try {
        response = await transport(url, {
          method: "POST",
          headers: { "Content-Type": "application/json;charset=UTF-8", "X-Secret-Key": settings.apiKey },
          body: JSON.stringify({
            ...(long ? { title: LMS_TITLE } : {}),
            body,
            sendNo: settings.sender,
            recipientList: [{ recipientNo: recipient }],
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        // A timeout may have reached the provider; a refused connection never did.
        const timedOut = error instanceof Error && error.name === "TimeoutError";
        throw new NotifierError("NETWORK_ERROR", `the SMS provider was ${timedOut ? "timed out" : "unreachable"}`, !timedOut);
      }
      // biome-ignore lint/suspicious/noExplicitAny: the provider's JSON, read field by field below
      const data = (await response.json().catch(() => null)) as Record<string, any> | null;
      const header = data?.header;
      if (!response.ok || !header) {
        throw new NotifierError(
          `HTTP_${response.status}`,
          String(header?.resultMessage ?? `the SMS provider answered ${response.status}`),
          RETRY_LATER.has(response.status),
        );
      }
      if (header.isSuccessful !== true) {
        throw new NotifierError(
          String(header.resultCode ?? "REFUSED"),
          String(header.resultMessage ?? "the SMS provider refused the message"),
        );
      }
      // A request can succeed while its one recipient is refused (a malformed or blocked number).
      const result = data?.body?.data?.sendResultList?.[0];
      if (result && Number(result.resultCode) !== 0) {
        throw new NotifierError(String(result.resultCode), String(result.resultMessage ?? "the SMS provider refused the recipient"));
      }
    },
  };
}

let transport: Transport | undefined;

/** Tests route the configured SMS adapter through their own transport. */
export function setSmsTransport(next: Transport | undefined): void {
  transport = next;
}

/** Whether texts stay in the development outbox. */
export function isOutboxOn(): boolean {
  return config.sms.outbox;
}

/** Whether the development outbox page exists: texts stay there, or 알림톡 go to the sandbox, which shows them there too. */
export function isOutboxPageOn(): boolean {
  return config.sms.outbox || config.alimtalk.sandbox;
}

/** The adapter this server is configured with. */
export function currentNotifier(): Notifier {
  return isOutboxOn() ? outboxNotifier : smsNotifier(config.sms, transport);
}
