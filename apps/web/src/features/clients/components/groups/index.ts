// The group screens of the client area (doc 3 'Client area' groups): one chunk, loaded on demand
// by loadClientGroupScreens.

export { GroupAddPage } from './group-add-page';
export { GroupEditPage } from './group-edit-page';
export { UserGroupsPage } from './user-groups-page';
