import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu';

function MenuOpener() {
  const [open, setOpen] = useState(false);
  return (
    <main id="main" tabIndex={-1}>
      <h1>Competitions</h1>
      <DropdownMenu>
        <DropdownMenuTrigger>Files and more</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setOpen(true)}>Startlist upload</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Startlist upload</DialogTitle>
          <DialogDescription>A CSV file</DialogDescription>
        </DialogContent>
      </Dialog>
    </main>
  );
}

function RowOpener() {
  const [open, setOpen] = useState(false);
  return (
    <main id="main" tabIndex={-1}>
      <h1>Standings</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Rita Rival
      </button>
      {open && (
        <Dialog open onOpenChange={setOpen}>
          <DialogContent>
            <DialogTitle>Rita Rival</DialogTitle>
            <DialogDescription>Her team</DialogDescription>
          </DialogContent>
        </Dialog>
      )}
    </main>
  );
}

function SelfOpening() {
  const [open, setOpen] = useState(true);
  return (
    <main id="main" tabIndex={-1}>
      <h1>Sign in</h1>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Welcome</DialogTitle>
          <DialogDescription>Hello</DialogDescription>
        </DialogContent>
      </Dialog>
    </main>
  );
}

describe('a dialog closing', () => {
  afterEach(cleanup);

  it('gives focus back to the row that opened it, though the row is no trigger', async () => {
    render(<RowOpener />);
    const row = screen.getByRole('button', { name: 'Rita Rival' });
    row.focus();
    fireEvent.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Rita Rival' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(row));
  });

  it("gives focus back to the menu's button when a menu item opened it", async () => {
    render(<MenuOpener />);
    const trigger = screen.getByRole('button', { name: 'Files and more' });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const item = await screen.findByRole('menuitem', { name: 'Startlist upload' });
    item.focus();
    fireEvent.keyDown(item, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Startlist upload' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('puts focus on the main heading when it opened by itself', async () => {
    render(<SelfOpening />);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sign in' })),
    );
  });
});
