import { configure } from '@testing-library/react';

// findBy… and waitFor poll until this deadline: on a busy machine a lazily loaded dialog or a
// refetch can take seconds, and a short deadline would fail a test that is right.
configure({ asyncUtilTimeout: 10_000 });
