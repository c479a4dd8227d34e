import { render, screen } from '@testing-library/react';
import { StorageUnavailableNotice } from './StorageUnavailableNotice';

const available = jest.fn(() => true);
jest.mock('shared-core', () => ({ tokenStorageAvailable: () => available() }));
jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

describe('StorageUnavailableNotice', () => {
  it('shows nothing while storage works', () => {
    available.mockReturnValue(true);
    const { container } = render(<StorageUnavailableNotice />);
    expect(container).toBeEmptyDOMElement();
  });

  it('tells the user when the session lives in this page only', () => {
    available.mockReturnValue(false);
    render(<StorageUnavailableNotice />);
    expect(screen.getByRole('status')).toHaveTextContent('session.storageUnavailable');
  });
});
