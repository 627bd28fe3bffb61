// Tests only: the desk at an address, and where it went.
import { screen } from '@testing-library/react'
import { DeskDemo } from './desk-demo.tsx'

export const DeskAt = ({ start }: { start: string }) => <DeskDemo start={start} showAddress />

/** Where the desk is now, as DeskAt shows it. */
export const deskAddress = (): string | null => screen.getByLabelText('地址').textContent
