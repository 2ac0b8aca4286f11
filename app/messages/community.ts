// The community's Korean words: the spec's toasts (2 §8) and the screens' states. The spec's English
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
  hidden: "게시글을 숨겼습니다",
  restored: "게시글을 다시 공개했습니다",
  unchanged: "이미 처리된 게시글입니다",
} as const;
