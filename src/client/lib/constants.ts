/** Shown in the drawer next to Feedback & Updates (spec §9). */
export const APP_VERSION = "2.1.0";

/** Below this width the app uses its mobile layout (spec §9); matches Tailwind's `md` breakpoint in styles.css. */
export const MOBILE_BREAKPOINT_PX = 768;

/** A 401 on a mutation shows the "Unauthorized" toast first, then leaves for the login page (spec §9). */
export const REDIRECT_AFTER_401_MS = 500;

/** Where a signed-out user is sent after a 401 (spec §7). */
export const LOGIN_PATH = "/api/login";

/** Only one toast is visible at a time (spec §4). */
export const VISIBLE_TOASTS = 1;

/** Session flags the plus menu leaves for the practice scheduler to open its dialogs (spec §2). */
export const SESSION_FLAG_OPEN_CREATE_POLL = "openCreatePoll";
export const SESSION_FLAG_OPEN_QUICK_SCHEDULE = "openQuickSchedule";
