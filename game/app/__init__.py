"""The arcade shell: window, fixed-timestep loop, scene stack and input, put together by ``App``."""
