import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASSIGNABLE_ROLES,
  assignableRolesFor,
  CLIENT_ROLES,
  canToggleHiddenFolder,
  FORM_LIST_ADMIN_PERMISSIONS,
  GLOBAL_ROLES,
  hasAnyPermission,
  hasPermission,
  isFiller,
  isRole,
  PERMISSIONS,
  permissionsForRoles,
  ROLE_LABELS,
  ROLE_PERMISSIONS,
  ROLES,
  rolesOutOfReach,
  type TPermission,
  type TRole,
  ZRole,
} from './index';

/** Every permission string quoted in the three spec documents, copied verbatim. */
const SPEC_PERMISSIONS = [
  'eform manage forms',
  'eform manage form edit',
  'eform manage form emails',
  'eform manage form conditions',
  'eform manage form integrations',
  'eform manage form registrations',
  'eform manage form registrations delete',
  'eform manage form registrations download',
  'eform manage form registrations download with attachments',
  'eform manage form registrations weekly mail',
  'eform manage form users',
  'eform view hidden folders',
  'eform view client',
  'eform edit client',
  'eform client add users',
  'eform client remove users',
  'view user group',
  'create user group',
  'view credit entities',
  'add client credits',
  'admin add client credits',
  'delete client entities',
  'eform edit datasources',
  'eform create datasources',
  'assign client_manager role',
  'assign financial role',
  'assign form_manager role',
  'assign form_view_registrations role',
  'assign user_manager role',
];

describe('PERMISSIONS', () => {
  it.each(SPEC_PERMISSIONS)('contains the spec permission %j', (p) => {
    expect(PERMISSIONS as readonly string[]).toContain(p);
  });

  it('has no duplicates', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
  });
});

describe('roles', () => {
  it('splits into the global and the client roles besides authenticated', () => {
    expect([...GLOBAL_ROLES, ...CLIENT_ROLES].sort()).toEqual(
      ROLES.filter((r) => r !== 'authenticated').sort(),
    );
    expect(ASSIGNABLE_ROLES).toEqual(CLIENT_ROLES);
  });

  it('labels client_manager as the spec names it', () => {
    expect(ROLE_LABELS.client_manager).toBe('Klant beheerder');
    expect(new Set(Object.values(ROLE_LABELS)).size).toBe(ROLES.length);
  });

  it.each([
    ['admin', true],
    ['user_manager', true],
    ['Admin', false],
    ['', false],
  ])('isRole(%j) = %j', (value, expected) => {
    expect(isRole(value)).toBe(expected);
  });

  it('parses role names with ZRole', () => {
    expect(ZRole.parse('financial')).toBe('financial');
    expect(ZRole.safeParse('root').success).toBe(false);
  });
});

const cases: { role: TRole; grants: TPermission[]; denies: TPermission[] }[] = [
  {
    role: 'authenticated',
    grants: ['eform fill forms'],
    denies: ['eform manage forms', 'eform form view', 'eform view client'],
  },
  { role: 'admin', grants: [...PERMISSIONS], denies: [] },
  {
    role: 'eform_employee',
    grants: ['eform edit client modules', 'eform edit client terms users', 'eform edit client'],
    denies: ['eform manage forms', 'eform admin dashboard', 'eform manage all clients'],
  },
  {
    role: 'client_manager',
    grants: [
      'eform manage forms',
      'eform manage form registrations delete',
      'eform form publish',
      'eform view hidden folders',
      'eform edit datasources',
      'eform create datasources',
      'eform view client',
      'eform edit client',
      'eform client add users',
      'eform client remove users',
      'assign client_manager role',
      'assign financial role',
      'assign form_manager role',
      'assign form_view_registrations role',
      'assign user_manager role',
      'view user group',
      'create user group',
      'view credit entities',
      'add client credits',
      'eform view audit log',
    ],
    denies: [
      'admin add client credits',
      'delete client entities',
      'eform edit client modules',
      'eform admin dashboard',
      'eform add admin elements',
    ],
  },
  {
    role: 'financial',
    grants: ['eform view client', 'view credit entities', 'add client credits'],
    denies: [
      'eform manage forms',
      'eform edit client',
      'eform client add users',
      'view user group',
      'eform view audit log',
    ],
  },
  {
    role: 'form_manager',
    grants: [
      'eform manage forms',
      'eform manage form edit',
      'eform manage form emails',
      'eform manage form conditions',
      'eform manage form integrations',
      'eform manage form registrations download with attachments',
      'eform manage form registrations weekly mail',
      'eform form delete',
      'eform edit datasources',
      'eform client add users',
      'assign form_manager role',
      'create user group',
    ],
    denies: [
      'eform view hidden folders',
      'eform view client',
      'eform edit client',
      'view credit entities',
      'assign client_manager role',
      'assign financial role',
      'eform view audit log',
    ],
  },
  {
    role: 'form_view_registrations',
    grants: ['eform form view', 'eform manage form registrations'],
    denies: [
      'eform manage forms',
      'eform manage form edit',
      'eform manage form registrations delete',
      'eform manage form registrations download',
      'eform client add users',
    ],
  },
  {
    role: 'user_manager',
    grants: [
      'eform client add users',
      'eform client remove users',
      'assign user_manager role',
      'view user group',
      'create user group',
    ],
    denies: ['eform manage forms', 'eform edit datasources', 'assign client_manager role'],
  },
];

describe('ROLE_PERMISSIONS', () => {
  it.each(cases)('$role grants and denies as the spec says', ({ role, grants, denies }) => {
    const perms = permissionsForRoles([role]);
    for (const p of grants) expect(perms, p).toContain(p);
    for (const p of denies) expect(perms, p).not.toContain(p);
  });

  it('gives admin every permission', () => {
    expect(permissionsForRoles(['admin'])).toEqual([...PERMISSIONS]);
  });

  it('lets no role assign a role that holds more than the assigner', () => {
    for (const role of ROLES) {
      const own = new Set(permissionsForRoles([role]));
      for (const target of assignableRolesFor([...own])) {
        for (const p of ROLE_PERMISSIONS[target])
          expect(own.has(p), `${role}→${target}:${p}`).toBe(true);
      }
    }
  });
});

describe('permissionsForRoles', () => {
  const roleList = fc.array(fc.constantFrom(...ROLES), { maxLength: 6 });

  it('always includes filling and is independent of order and repetition', () => {
    fc.assert(
      fc.property(roleList, (roles) => {
        const perms = permissionsForRoles(roles);
        expect(perms).toContain('eform fill forms');
        expect(permissionsForRoles([...roles].reverse())).toEqual(perms);
        expect(permissionsForRoles([...roles, ...roles])).toEqual(perms);
        expect(new Set(perms).size).toBe(perms.length);
      }),
    );
  });

  it('is the union of the single-role results', () => {
    fc.assert(
      fc.property(roleList, roleList, (a, b) => {
        const union = new Set([...permissionsForRoles(a), ...permissionsForRoles(b)]);
        expect(new Set(permissionsForRoles([...a, ...b]))).toEqual(union);
      }),
    );
  });
});

describe('checks', () => {
  it.each([
    [['eform view client'], 'eform view client', true],
    [['eform view client'], 'eform edit client', false],
    [[], 'eform fill forms', false],
  ] as const)('hasPermission(%j, %j) = %j', (perms, p, expected) => {
    expect(hasPermission(perms, p)).toBe(expected);
  });

  it.each([
    [['eform manage form users'], FORM_LIST_ADMIN_PERMISSIONS, true],
    [['eform manage form registrations'], FORM_LIST_ADMIN_PERMISSIONS, true],
    [['eform manage form edit'], FORM_LIST_ADMIN_PERMISSIONS, false],
    [['eform manage forms'], [], false],
  ] as const)('hasAnyPermission(%j, %j) = %j', (perms, list, expected) => {
    expect(hasAnyPermission(perms, list)).toBe(expected);
  });

  it.each([
    [['authenticated'], true],
    [[], true],
    [['authenticated', 'financial'], false],
    [['admin'], false],
  ])('isFiller(%j) = %j', (roles, expected) => {
    expect(isFiller(roles)).toBe(expected);
  });

  it.each([
    [['authenticated'], []],
    [['user_manager'], ['user_manager']],
    [['form_manager'], ['form_manager', 'form_view_registrations', 'user_manager']],
    [['client_manager'], [...ASSIGNABLE_ROLES]],
    [['admin'], [...ASSIGNABLE_ROLES]],
  ] as const)('%j may assign %j', (roles, expected) => {
    expect(assignableRolesFor(permissionsForRoles(roles))).toEqual(expected);
  });

  it.each([
    [['admin'], true],
    [['authenticated', 'client_manager'], true],
    [['form_manager'], false],
    [['eform_employee'], false],
  ])('canToggleHiddenFolder(%j) = %j', (roles, expected) => {
    expect(canToggleHiddenFolder(roles)).toBe(expected);
  });
});

describe('rolesOutOfReach', () => {
  const asker = (...roles: TRole[]) => ({ roles, permissions: permissionsForRoles(roles) });

  it.each<[string, TRole[], TRole[], TRole[]]>([
    ['a user_manager: an admin', ['user_manager'], ['admin'], ['admin']],
    ['a user_manager: an eform_employee', ['user_manager'], ['eform_employee'], ['eform_employee']],
    ['a user_manager: a client_manager', ['user_manager'], ['client_manager'], ['client_manager']],
    ['a user_manager: a plain user', ['user_manager'], ['authenticated'], []],
    ['a user_manager: another user_manager', ['user_manager'], ['user_manager'], []],
    ['a client_manager: an admin', ['client_manager'], ['admin', 'form_manager'], ['admin']],
    ['a client_manager: every client role', ['client_manager'], [...CLIENT_ROLES], []],
    ['an eform_employee: another', ['eform_employee'], ['eform_employee'], ['eform_employee']],
    ['an admin: an admin and an eform_employee', ['admin'], ['admin', 'eform_employee'], []],
  ])('%s', (_case, askerRoles, memberRoles, outOfReach) => {
    expect(rolesOutOfReach(asker(...askerRoles), memberRoles)).toEqual(outOfReach);
  });

  it("leaves no role of anybody out of an admin's reach", () => {
    expect(rolesOutOfReach(asker('admin'), ROLES)).toEqual([]);
  });
});
