// The user area's toast durations (spec §9: 3000 ms by default, set in app/components/sonner-toaster.tsx; 8000 ms
// for reset and registration errors).
export const LONG_TOAST_MS = 8_000;
