// The chunk of the rules editor (the form detail's 'Regels' tab), loaded when the tab opens.

export { FormRulesPage } from './components/form-rules-page';
