// A guest's pass for the comment form (docs/api.md §27). The solver, solve-pow.ts, is not
// exported here: guest-pass.ts loads it on demand, so no bundle carries it up front.
export { type GuestForm, type GuestPass, HONEYPOT_FIELD, openGuestForm, POW_REFUSED } from './guest-pass.ts'
