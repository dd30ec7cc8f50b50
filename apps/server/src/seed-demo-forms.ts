import { randomUUID } from 'node:crypto';
import type { TFormSettings, TFormType } from '@eform/core/api';

/**
 * The example forms of the demo client (issue 8, item 6): folder 'Voorbeelden' with three
 * published forms that show what the product does. Their labels are form content, stored in the
 * database like any form a client builds, not interface texts, so they live here and not in the
 * message catalogue (which every browser loads).
 */
export const DEMO_FOLDER_NAME = 'Voorbeelden';

export interface TDemoForm {
  name: string;
  type: TFormType;
  schema: unknown[];
  rules: unknown[];
  settings: TFormSettings;
  /** Names each registration, so rows in 'Mijn registraties' tell apart by more than a date. */
  registrationNameToken: string;
}

/** Who the example forms need by id: the workflow forwards phase 2 to the demo filler. */
export interface TDemoUsers {
  fillerId: number;
}

const required = [['required', true]];

const condition = (dataName: string, operator: string, value?: unknown) => ({
  conditionType: 'dataValue',
  dataName,
  operator,
  ...(value !== undefined ? { value } : {}),
});

/** A public-space report: where, what, a photo, and a calculated estimate. */
const publicSpaceReport: TDemoForm = {
  name: 'Melding openbare ruimte',
  type: 'default',
  settings: {},
  registrationNameToken: '$soort$ - $adres$',
  schema: [
    { elementType: 'header', name: 'kop', label: 'Wat wilt u melden?', component: 'h2' },
    {
      elementType: 'staticText',
      name: 'uitleg',
      label: 'Uitleg',
      staticText: '<p>Ziet u iets kapot of vies op straat? Meld het hier, met een foto.</p>',
    },
    {
      elementType: 'select',
      name: 'soort',
      label: 'Soort melding',
      validation: required,
      options: [
        { label: 'Zwerfafval', value: 'zwerfafval' },
        { label: 'Kapotte straatverlichting', value: 'verlichting' },
        { label: 'Losse stoeptegel', value: 'stoeptegel' },
        { label: 'Anders', value: 'anders' },
      ],
    },
    { elementType: 'text', name: 'anders_omschrijving', label: 'Wat is er aan de hand?' },
    { elementType: 'text', name: 'adres', label: 'Adres of locatie', validation: required },
    { elementType: 'textarea', name: 'toelichting', label: 'Toelichting', rows: 3 },
    { elementType: 'image', name: 'foto', label: "Foto's", width: 300 },
    { elementType: 'number', name: 'aantal', label: 'Aantal (bijvoorbeeld tegels of zakken)' },
    {
      // Decimal: a Dutch amount is typed with a comma ('2,50'), stored with a dot.
      elementType: 'decimal',
      name: 'prijs_per_stuk',
      label: 'Geschatte kosten per stuk',
      number_formatter: 'price',
    },
    {
      elementType: 'calculation',
      name: 'totaal',
      label: 'Geschatte kosten totaal',
      formula: '$aantal$ * $prijs_per_stuk$',
      number_formatter: 'price',
    },
  ],
  rules: [
    {
      ruleName: 'Toon omschrijving bij anders',
      ruleForm: '_none',
      condition_group: { method: 'AND', conditions: [condition('soort', '=', 'anders')] },
      actions: [{ method: 'show', dataName: 'anders_omschrijving' }],
    },
  ],
};

/** A rule that shows `dataNames` while the workflow registration is in `phase`. */
const showInPhase = (ruleName: string, phase: number, dataNames: string[]) => ({
  ruleName,
  ruleForm: '_none',
  condition_group: { method: 'AND', conditions: [condition('registration_phase', '=', phase)] },
  actions: dataNames.map((dataName) => ({ method: 'show', dataName })),
});

/**
 * A workflow inspection: phase 1 plans it and forwards it to the demo filler, who finds it under
 * 'Toegewezen registraties' and records the findings in phase 2. Its name carries the phase, so
 * the lists show where each inspection is.
 */
function inspection(users: TDemoUsers): TDemoForm {
  return {
    name: 'Inspectie speeltoestel',
    type: 'workflow',
    settings: {},
    registrationNameToken: '$locatie$',
    schema: [
      { elementType: 'header', name: 'kop', label: 'Gegevens van de inspectie', component: 'h2' },
      {
        elementType: 'staticText',
        name: 'uitleg_fase_1',
        label: 'Fase 1',
        staticText:
          "<p>Fase 1: plan de inspectie en verstuur. De inspecteur (filler@example.nl) vindt hem daarna onder 'Toegewezen registraties'.</p>",
      },
      {
        elementType: 'staticText',
        name: 'uitleg_fase_2',
        label: 'Fase 2',
        staticText:
          '<p>Fase 2: noteer wat u bij het speeltoestel aantrof en verstuur. Daarmee is de inspectie klaar.</p>',
      },
      { elementType: 'text', name: 'locatie', label: 'Locatie speeltuin', validation: required },
      { elementType: 'date', name: 'gepland_op', label: 'Inspectie gepland op' },
      {
        elementType: 'radio',
        name: 'toestand',
        label: 'Toestand',
        viewMode: 'vertical',
        options: [
          { label: 'Goed', value: 'goed' },
          { label: 'Kleine gebreken', value: 'klein' },
          { label: 'Onveilig, afzetten', value: 'onveilig' },
        ],
      },
      { elementType: 'textarea', name: 'bevindingen', label: 'Bevindingen', rows: 3 },
      { elementType: 'image', name: 'foto', label: "Foto's van gebreken", width: 300 },
      {
        elementType: 'stateTransition',
        name: 'doorsturen',
        label: 'Doorsturen naar de inspecteur (fase 2)',
        next_phase: 2,
        assign_to_user: users.fillerId,
      },
    ],
    rules: [
      showInPhase('Fase 1: uitleg en doorsturen', 1, ['uitleg_fase_1', 'doorsturen']),
      showInPhase('Fase 2: bevindingen', 2, ['uitleg_fase_2', 'toestand', 'bevindingen', 'foto']),
    ],
  };
}

/** A guest form: anyone with the link can ask a question, no account needed. */
function guestQuestion(): TDemoForm {
  return {
    name: 'Vraag aan de gemeente',
    type: 'default',
    settings: { guestAccess: true, guestID: randomUUID() },
    registrationNameToken: '$naam$',
    schema: [
      { elementType: 'header', name: 'kop', label: 'Stel uw vraag', component: 'h2' },
      { elementType: 'text', name: 'naam', label: 'Naam', validation: required },
      { elementType: 'email', name: 'email', label: 'E-mailadres', validation: required },
      { elementType: 'textarea', name: 'vraag', label: 'Uw vraag', rows: 5, validation: required },
    ],
    rules: [],
  };
}

/** The three example forms, fresh (the guest form gets a new guest id each call). */
export function demoForms(users: TDemoUsers): TDemoForm[] {
  return [publicSpaceReport, inspection(users), guestQuestion()];
}
