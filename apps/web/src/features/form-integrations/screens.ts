// The chunk of the integrations (the form detail's 'Integraties' tab), loaded when the tab opens.

export { FormIntegrationsPage } from './components/form-integrations-page';
