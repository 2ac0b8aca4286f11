// The device, browser and operating system a user agent names, read on the server (the browser's
// word is never asked): coarse families only, enough for the replays and analytics tabs.

export interface DeviceInfo {
  /** The spec's two kinds: a phone or tablet is 'mobile'. */
  deviceType: "mobile" | "desktop";
  browser: string;
  os: string;
}

const BROWSERS: [RegExp, string][] = [
  [/KAKAOTALK/i, "KakaoTalk"],
  [/NAVER\(inapp|NAVER\//i, "Naver"],
  [/SamsungBrowser/i, "Samsung Internet"],
  [/Whale\//i, "Whale"],
  [/Edg(e|A|iOS)?\//i, "Edge"],
  [/OPR\/|Opera/i, "Opera"],
  [/Firefox\/|FxiOS/i, "Firefox"],
  [/Chrome\/|CriOS/i, "Chrome"],
  [/Safari\//i, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/i, "iOS"],
  [/Android/i, "Android"],
  [/Windows/i, "Windows"],
  [/CrOS/i, "ChromeOS"],
  [/Mac OS X|Macintosh/i, "macOS"],
  [/Linux/i, "Linux"],
];

export function deviceOf(userAgent: string | null | undefined): DeviceInfo {
  const ua = userAgent ?? "";
  return {
    deviceType: /Mobi|Android|iPhone|iPad|iPod|Tablet/i.test(ua) ? "mobile" : "desktop",
    browser: BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? "other",
    os: SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? "other",
  };
}
