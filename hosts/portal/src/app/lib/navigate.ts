/**
 * Navigation from outside React (the SDK's session-expired callback). The Shell registers the router's
 * navigate here; before it mounts, a plain location change does the same job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let current: Navigate | undefined;

export function setAppNavigate(navigate: Navigate | undefined) {
  current = navigate;
}

export function appNavigate(to: string) {
  if (current) current(to);
  else window.location.assign(to);
}
