// What the family reads in its notifications (the dashboard's list, behind the header's dot). The
// words are stored with each notification when it is made, so a later rewording never changes what
// a family was already told.

import type { FamilyWords, NotifiedStatus } from "~/models/messaging/notifications.server";

/** The status changes a family hears about, each with its sentence (`trip` is the order's name). */
export const STATUS_NOTIFICATIONS: Record<NotifiedStatus, (trip: string) => string> = {
  accepted: (trip) => `‘${trip}’ 주문이 접수되었어요. 이제 설문을 시작할 수 있어요.`,
  consultation_complete: (trip) => `‘${trip}’ 상담이 완료되었어요. 우리 가족 맞춤 여행 플랜을 만들고 있어요.`,
  plan_sent: (trip) => `‘${trip}’ 여행 플랜이 완성되었어요!`,
  feedback_complete: (trip) => `‘${trip}’ 여행 후기를 들려주셔서 감사해요.`,
};

export const NOTIFICATION_MESSAGES = {
  plannerNote: (trip: string) => `‘${trip}’에 플래너 노트가 도착했어요.`,
  title: "알림",
  markAllRead: "모두 읽음",
  unread: "읽지 않음",
} as const;

/**
 * What the models store as the family's notifications, handed to them by the routes that make the change.
 * Only the server uses it: written without reading a property at load time (`plannerNote` calls through),
 * the browser build drops it and the sentences it holds, which the dashboard's script carried before.
 */
export const FAMILY_WORDS: FamilyWords = {
  status: STATUS_NOTIFICATIONS,
  plannerNote: (trip) => NOTIFICATION_MESSAGES.plannerNote(trip),
  missionUndone: (mission, points) =>
    `플래너가 ‘${mission}’ 미션 완료를 취소해 ${points.toLocaleString("ko-KR")}포인트가 빠졌어요. 올린 사진은 그대로 있어 다시 완료할 수 있어요.`,
};

/** The dashboard's choice of service messages (decision 73): what the family reads about it. */
export const SERVICE_MESSAGE_WORDS = {
  title: "카카오톡 알림",
  stateOn: "받는 중",
  stateOff: "받지 않음",
  chosenAt: (date: string) => `${date}에 바꿨어요`,
  leadOn:
    "여행 플랜 완성, 플래너 노트, 포토북 시안과 발송 소식을 카카오톡 알림톡으로 보내 드려요. 카카오톡을 쓰지 않으시면 같은 내용을 문자로 한 번 보내 드려요.",
  leadOff: "카카오톡 알림톡과 문자를 보내지 않아요. 새 소식은 이 페이지의 알림에서 확인할 수 있어요.",
  turnOff: "알림 받지 않기",
  turnOn: "알림 다시 받기",
  noMarketing: "광고나 이벤트 메시지는 보내지 않아요.",
  turnedOff: "카카오톡 알림을 더 이상 보내지 않아요.",
  turnedOn: "카카오톡 알림을 다시 보내 드릴게요.",
} as const;
