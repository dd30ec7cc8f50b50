// The credit and purchase screens of the client area (doc 3 'Credits and purchases'): one chunk,
// loaded on demand by loadClientCreditScreens.

export { CreditsAdminAddPage } from './credits-admin-add-page';
export { CreditsBuyPage } from './credits-buy-page';
export { CreditsPage } from './credits-page';
export { ModulesBuyPage } from './modules-buy-page';
