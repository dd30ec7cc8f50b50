// The credit chart for other screens (the admin dashboard's 'all clients' chart): a chunk entry of
// its own, so the loader the clients entry exports points at this module, never at the chunk the
// chart shares with the client screens (which the fill path's entry would then import).
export { CreditChart } from './credit-chart';
