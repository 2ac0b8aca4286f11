// The community's Korean words: its toasts (decision 0034) and the screens' states. The first design's English
// helper errors ('Failed to toggle like', …) are logged on the server, never shown.
export const COMMUNITY_MESSAGES = {
  loadFailed: "게시글을 불러오는데 실패했습니다",
  likeFailed: "좋아요 처리에 실패했습니다",
  commentsLoadFailed: "댓글을 불러오는데 실패했습니다",
  commentAdded: "댓글이 작성되었습니다",
  commentAddFailed: "댓글 작성에 실패했습니다",
  commentDeleted: "댓글이 삭제되었습니다",
  commentDeleteFailed: "댓글 삭제에 실패했습니다",
  commentRequired: "댓글 내용을 입력해주세요",
  commentTooLong: "댓글은 500자 이내로 입력해주세요",
  scrapped: "스크랩북에 저장했습니다",
  unscrapped: "스크랩북에서 삭제했습니다",
  reported: "신고가 접수되었습니다. 운영팀이 확인할게요",
  postDeleted: "게시글이 삭제되었습니다",
  postDeleteFailed: "게시글 삭제에 실패했습니다",
  postGone: "게시글을 찾을 수 없습니다",
} as const;

/** Staff moderation (the back office's 후기 신고 tab). */
export const MODERATION_MESSAGES = {
  title: "후기 신고",
  lead: "회원이 신고한 여행 후기예요. 숨긴 후기는 피드, 검색, 후기 페이지와 스크랩북에서 사라지고, 다시 공개할 수 있어요.",
  searchPlaceholder: "내용, 태그, 지역",
  hidden: "게시글을 숨겼습니다",
  restored: "게시글을 다시 공개했습니다",
  unchanged: "이미 처리된 게시글입니다",
  emptyReported: "신고된 후기가 없어요",
  emptyHidden: "숨긴 후기가 없어요",
  noMatch: "검색 결과가 없어요",
  pastEnd: "이 쪽에는 후기가 없어요",
} as const;

export const MODERATION_FILTER_LABELS = [
  ["reported", "신고됨"],
  ["hidden", "숨김"],
] as const;
