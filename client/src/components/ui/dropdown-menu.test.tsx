import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu';

afterEach(cleanup);

describe('DropdownMenu', () => {
  it('leaves the page readable while open: nothing around it is aria-hidden', () => {
    const { container } = render(
      <div>
        <a href="/news">News</a>
        <DropdownMenu defaultOpen>
          <DropdownMenuTrigger>Account</DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem>Profile</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>,
    );
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeTruthy();
    expect(container.closest('[aria-hidden="true"]')).toBeNull();
  });
});
