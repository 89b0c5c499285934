import { setSharedComputerMode } from '@harbor-help/device-storage';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MY_LIST_KEY, forgetSavedList, keepSavedList } from '../../shared/test/saved-list';
import MyListPage from './my-list';

function renderPage() {
  const router = createMemoryRouter([{ path: '/my-list', element: <MyListPage /> }], {
    initialEntries: ['/my-list'],
  });
  return render(<RouterProvider router={router} />);
}

function list() {
  return screen.getByRole('region', { name: 'My list' });
}

afterEach(() => {
  forgetSavedList();
  vi.unstubAllGlobals();
});

describe('/my-list', () => {
  it('when empty, says how to save a service and links to Resources', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My list' })).toBeInTheDocument();
    expect(await screen.findByText('Your list is empty.')).toBeInTheDocument();
    expect(within(list()).getByText(/choose “Save to my list” under it/)).toBeInTheDocument();
    expect(
      within(list()).getByRole('link', { name: 'Find services on Resources' }),
    ).toHaveAttribute('href', '/resources');
    expect(screen.queryByRole('link', { name: 'Send by text message' })).toBeNull();
  });

  it('shows each saved service with its ways in, looked up in the directory', async () => {
    keepSavedList(['211', 'samhsa-helpline']);
    renderPage();
    const items = await within(list()).findAllByRole('heading', { level: 3 });
    expect(items.map((item) => item.textContent)).toEqual(['211', 'SAMHSA National Helpline']);
    expect(within(list()).getByRole('link', { name: 'Call 211, 211' })).toHaveAttribute(
      'href',
      'tel:211',
    );
    expect(
      within(list()).getByRole('link', { name: /^Text your ZIP code to 898-211.*, 211$/ }),
    ).toHaveAttribute('href', 'sms:898211');
    expect(within(list()).getByRole('link', { name: 'Website: 211' })).toHaveAttribute(
      'href',
      'https://www.211.org',
    );
    expect(within(list()).getByRole('link', { name: /^TTY 1-800-487-4889/ })).toHaveAttribute(
      'href',
      'tel:+18004874889',
    );
  });

  it('says when a saved service is no longer listed, and lets the visitor remove it', async () => {
    const user = userEvent.setup();
    keepSavedList(['211', 'a-closed-service']);
    renderPage();
    expect(await screen.findByText('A service we no longer list')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove this service from my list' }));
    expect(screen.queryByText('A service we no longer list')).toBeNull();
    expect(sessionStorage.getItem(MY_LIST_KEY)).toContain('"ids":["211"]');
  });

  it('removes a service, moves focus to the list and says what was removed', async () => {
    const user = userEvent.setup();
    keepSavedList(['211', 'samhsa-helpline']);
    const { container } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove from my list: 211' }));
    expect(within(list()).queryByRole('heading', { level: 3, name: '211' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'My list' })).toHaveFocus();
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Removed 211 from your list.',
    );
    await user.click(
      screen.getByRole('button', { name: 'Remove from my list: SAMHSA National Helpline' }),
    );
    expect(await screen.findByText('Your list is empty.')).toBeInTheDocument();
    expect(sessionStorage.getItem(MY_LIST_KEY)).toBeNull();
  });

  it('sends the list by text or email, written on the device, and prints it', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    keepSavedList(['211', 'samhsa-helpline', 'gone']);
    renderPage();
    const sms = await screen.findByRole('link', { name: 'Send by text message' });
    const body = decodeURIComponent(sms.getAttribute('href')!.replace(/^sms:\?&body=/, ''));
    expect(body).toContain('211\nCall 211');
    expect(body).toContain('SAMHSA National Helpline\nCall 1-800-662-4357 (HELP)');
    expect(body).toContain('https://www.samhsa.gov/find-help/national-helpline');
    expect(body).not.toContain('gone');
    const mail = screen.getByRole('link', { name: 'Send by email' }).getAttribute('href')!;
    expect(new URL(mail).searchParams.get('body')).toBe(body.replace(/\n/g, '\r\n'));
    await user.click(screen.getByRole('button', { name: 'Print my list' }));
    expect(print).toHaveBeenCalled();
  });

  it('keeps the list on this device when the visitor ticks "Keep my list on this device"', async () => {
    const user = userEvent.setup();
    keepSavedList(['211']);
    renderPage();
    await user.click(screen.getByRole('checkbox', { name: 'Keep my list on this device' }));
    expect(localStorage.getItem(MY_LIST_KEY)).toContain('211');
    expect(sessionStorage.getItem(MY_LIST_KEY)).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Keep my list on this device' })).toBeChecked();
  });

  it('in shared-computer mode, says the list is kept in this page only and offers printing', async () => {
    setSharedComputerMode(true);
    renderPage();
    expect(
      await screen.findByText(/On a shared computer, your list is kept in this page only/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Keep my list on this device' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print my list' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    keepSavedList(['211', 'gone']);
    const { container } = renderPage();
    await screen.findByText('A service we no longer list');
    await act(async () => {
      await Promise.resolve();
    });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
