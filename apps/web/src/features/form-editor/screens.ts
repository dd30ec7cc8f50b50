// The chunk of the element editor (the form detail's 'Bewerken' tab), loaded when the tab opens.

export { FormEditPage } from './components/form-edit-page';
