import {
  canAddElement,
  ELEMENT_TYPES,
  isElementLocked,
  type TElementType,
} from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Button, Paper, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { typeName } from './element-text';
import { PremiumWallDialog } from './premium-wall-dialog';
import type { TEditorEnv } from './use-editor-context';

/**
 * The types this user may see in the panel: what {@link canAddElement} allows, plus the paid
 * types that are only locked (they show and open the premium wall instead of being hidden).
 */
export function offeredTypes(env: TEditorEnv): TElementType[] {
  const ctx = { ...env, inSubform: false };
  const unlocked = { ...ctx, modules: ['map_element', 'location', 'tracking'] };
  return ELEMENT_TYPES.filter((type) => canAddElement(type, unlocked));
}

/** 'Element toevoegen': every type the user may add; locked paid ones open the premium wall. */
export function AddElementPanel({
  env,
  onAdd,
}: {
  env: TEditorEnv;
  onAdd: (type: TElementType) => void;
}) {
  const [wall, setWall] = useState<TElementType | null>(null);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="add-element-title">
      <Title order={2} size="h4" id="add-element-title" mb="sm">
        {ta('elementEditor.addElement')}
      </Title>
      <Tabs defaultValue="all">
        <Tabs.List>
          <Tabs.Tab value="all">{ta('editor.allElements')}</Tabs.Tab>
          <Tabs.Tab value="favorites">{ta('editor.favorites')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="all" pt="sm">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
            {offeredTypes(env).map((type) => (
              <Button
                key={type}
                variant="light"
                justify="flex-start"
                h="auto"
                py={6}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
                onClick={() => (isElementLocked(type, env.modules) ? setWall(type) : onAdd(type))}
              >
                {typeName(type)}
              </Button>
            ))}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="favorites" pt="sm">
          <Text c="dimmed">{ta('elementEditor.favoritesLater')}</Text>
        </Tabs.Panel>
      </Tabs>
      <PremiumWallDialog type={wall} clientId={env.clientId} onClose={() => setWall(null)} />
    </Paper>
  );
}
