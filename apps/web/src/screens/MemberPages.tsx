/**
 * The member centre's frame (its title and menu), the chunk /member loads. Its screens are in
 * MemberScreens.tsx (and the wallet, where /member opens, in CashierPages.tsx): each loads
 * when its route is opened, so the centre's first load carries no other screen's forms,
 * tables or panels (issue 27's first-load budget).
 */
export { MemberCentre } from '@portal/account';
