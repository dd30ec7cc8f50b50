/** What the install prompt needs to know about the browser; passed in so it can be tested. */
export type TInstallEnvironment = {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS presents itself as a Mac, but one with touch. */
  maxTouchPoints: number;
  /** Running as an installed app (display-mode standalone, or Safari's navigator.standalone). */
  standalone: boolean;
};

export type TInstallPromptKind = 'ios' | 'native';

const IOS_DEVICE = /\b(iPhone|iPad|iPod)\b/;
const MAC = /\bMacintosh\b/;

/** iPhone, iPod or iPad (also an iPad asking for the desktop site, which claims to be a Mac). */
export function isIos(env: Pick<TInstallEnvironment, 'userAgent' | 'maxTouchPoints'>): boolean {
  return IOS_DEVICE.test(env.userAgent) || (MAC.test(env.userAgent) && env.maxTouchPoints > 1);
}

/**
 * Which install prompt fits (doc 1 §2.3): iOS has no install event, so it gets instructions for
 * Safari's share menu; other browsers get a button only once they have offered their own prompt
 * (beforeinstallprompt). Nothing once the app runs installed.
 */
export function installPromptKind(
  env: TInstallEnvironment,
  nativePromptAvailable: boolean,
): TInstallPromptKind | null {
  if (env.standalone) return null;
  if (isIos(env)) return 'ios';
  return nativePromptAvailable ? 'native' : null;
}

/** The environment of the running browser. */
export function readInstallEnvironment(): TInstallEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone:
      window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true,
  };
}
