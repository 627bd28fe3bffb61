// How many in-app navigations this tab has made, so "back" never leaves the site: with none
// behind us, the back arrow goes to the landing page instead of history.back().
let inAppSteps = 0

export function noteNavigation(): void {
  inAppSteps += 1
}

export function canGoBackInApp(): boolean {
  return inAppSteps > 0
}

export function resetNavigationHistory(): void {
  inAppSteps = 0
}
