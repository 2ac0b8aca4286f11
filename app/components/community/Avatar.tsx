/** A member's picture, or the first letter of their name on a coloured disc when they have none. */
export function Avatar({ name, url, size = 40 }: { name: string; url: string | null; size?: number }) {
  if (url) return <img className="c-avatar" src={url} alt="" width={size} height={size} loading="lazy" decoding="async" />;
  return (
    <span className="c-avatar c-avatar--letter" style={{ width: size, height: size }} aria-hidden="true">
      {[...name][0] ?? "?"}
    </span>
  );
}
