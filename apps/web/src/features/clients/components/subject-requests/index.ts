// The 'Verzoeken van betrokkenen' screen of the client area (issue 34): one chunk, loaded on
// demand by loadClientSubjectRequestScreens.

export { SubjectRequestsPage } from './subject-requests-page';
