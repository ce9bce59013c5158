// After a block each side reads a true state (issue #29): the one who blocked is told they did (and their list says
// the conversation is hidden rather than that there are none); the other is told only that the conversation is closed.
import { describe, expect, it } from 'vitest';
import type { Position } from '@shared/schemas/company';
import type { Thread, ThreadList } from '@shared/schemas/messaging';
import { useTestApp } from '../setup/test-app';
import { positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

describe('blocking: each side’s state', () => {
  const t = useTestApp();

  it('the advisor who blocked sees "me" and a hidden count; the company sees "them" in its thread', async () => {
    const company = await signedInCompany(t, { companyName: 'Northwind Robotics' });
    const position = (await company.client.post<Position>('/api/company/positions', positionInput())).body;
    const advisor = await signedInAdvisor(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const applied = await advisor.client.post<{ id: string }>(`/api/jobs/${position.id}/applications`);
    const thread = `/api/threads/${applied.body.id}`;
    expect((await advisor.client.post(`${thread}/messages`, { body: 'Hello' })).status).toBe(201);
    expect((await company.client.get<Thread>(thread)).body).toMatchObject({
      blocked: false,
      blockedBy: null,
    });

    expect((await advisor.client.post(`${thread}/block`)).status).toBe(204);

    const advisorList = (await advisor.client.get<ThreadList>('/api/threads')).body;
    expect(advisorList).toMatchObject({ items: [], hiddenByBlock: 1 });
    expect((await advisor.client.get<Thread>(thread)).body).toMatchObject({ blocked: true, blockedBy: 'me' });

    const companyList = (await company.client.get<ThreadList>('/api/threads')).body;
    expect(companyList.items.map((item) => item.applicationId)).toEqual([applied.body.id]);
    expect(companyList.hiddenByBlock).toBe(0);
    expect((await company.client.get<Thread>(thread)).body).toMatchObject({
      blocked: true,
      blockedBy: 'them',
    });
    expect((await company.client.post(`${thread}/messages`, { body: 'Still there?' })).status).toBe(403);
  });
});
